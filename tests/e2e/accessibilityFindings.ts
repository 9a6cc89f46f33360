import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 levels A and AA, as axe-core tags its rules; no rule is switched off. */
const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical axe-core findings on the page as it stands, one line each: where, which rule, how many
 * elements, the first ones' selectors and what axe says about the first (e.g. the contrast it measured).
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  // axe.run in the page itself (legacy mode): the default opens a blank page in the context for every analysis and
  // loads axe there again, which doubled a walk's time; the app has no cross-origin frames that mode would need.
  // Only the violations get their elements listed: the passes are not read.
  const { violations } = await new AxeBuilder({ page }).withTags(wcag21AA).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const where = new URL(page.url()).pathname;
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      const first = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? '';
      return `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}×) ${targets} — ${first}`;
    });
}
