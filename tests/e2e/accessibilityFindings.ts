import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 levels A and AA, as axe-core tags its rules; no rule is switched off. */
const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

declare global {
  interface Window { axe?: typeof axe }
}

/**
 * Runs axe-core in the page itself: its source is evaluated once per page load (the walks move in the app, so one load
 * serves a whole walk), then `axe.run` on the document. Playwright's wrapper evaluated axe's 550 kB source twice for
 * every analysis: 0.8 s of the browser's time each, against 0.16 s this way. The app has no frames for it to enter.
 */
async function violationsOn(page: Page): Promise<axe.Result[]> {
  // A string evaluates through the debugging protocol, which the app's Content Security Policy does not apply to.
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const results = await window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations;
  }, wcag21AA);
}

/**
 * The serious and critical axe-core findings on the page as it stands, one line each: where, which rule, how many
 * elements, the first ones' selectors and what axe says about the first (e.g. the contrast it measured).
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const where = new URL(page.url()).pathname;
  return (await violationsOn(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      const first = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? '';
      return `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}×) ${targets} — ${first}`;
    });
}
