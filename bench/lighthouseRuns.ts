import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { LighthouseFigures, LighthouseSummary } from './benchResults';
import { logInOverCdp } from './logInOverCdp';
import { chromiumFlags, chromiumPath } from '../build/chromium';
import { median } from './stats';

/** A page for Lighthouse: its address and who is logged in (null: nobody). */
export interface LighthousePage {
  path: string;
  login: string | null;
}

/** One Lighthouse 13 run (default config: mobile, simulated throttling, performance only) in a Chrome of its own. */
async function runOnce(baseUrl: string, { path, login }: LighthousePage): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    if (login) await logInOverCdp(chrome.port, baseUrl, login);
    const result = await lighthouse(new URL(path, baseUrl).href, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
      // Keeps the session logged in; logInOverCdp has emptied the caches and removed the service worker itself.
      disableStorageReset: login !== null,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (login && landed === '/login') throw new Error(`Lighthouse on ${path} as ${login} landed on the login screen`);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse on ${path} measured no ${id}`);
      return value;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** The run of median score, and the median of each figure on its own. */
function summarise(page: LighthousePage, runs: LighthouseFigures[]): LighthouseSummary {
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const medianRun = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!medianRun) throw new Error('No Lighthouse run to summarise');
  const medianOf = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    ...page, medianRun, runs,
    medians: { score: medianOf('score'), fcpMs: medianOf('fcpMs'), lcpMs: medianOf('lcpMs'), tbtMs: medianOf('tbtMs'), cls: medianOf('cls') },
  };
}

/** Runs Lighthouse `runs` times on a page, one after another, and summarises the runs. */
export async function runLighthouse(baseUrl: string, page: LighthousePage, runs: number): Promise<LighthouseSummary> {
  const figures: LighthouseFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    figures.push(await runOnce(baseUrl, page));
    console.log(`  lighthouse ${page.path}${page.login ? ` as ${page.login}` : ''}: run ${run}/${runs}, score ${figures.at(-1)?.score}`);
  }
  return summarise(page, figures);
}
