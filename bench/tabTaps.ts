import type { Browser, Page } from 'playwright-core';
import type { TabTaps } from './benchResults';
import { routeJobsList } from './jobsListRoute';
import type { LoggedInState } from './logIn';
import { phoneContext, settle } from './phoneBrowser';
import { spread } from './stats';
import { recordTabTaps, type TapRecord } from './tapRecorder';

/** The bench's list length, CPU slowdown and number of taps. */
const rows = 1000;
const cpuSlowdown = 4;
const taps = 20;
/** Event Timing reports no interaction shorter than this; such a tap counts as this long (an upper bound). */
const eventTimingThreshold = 16;

const tapRecord = (page: Page) => page.evaluate(() => (window as unknown as { benchTaps: TapRecord }).benchTaps);

/** Taps the tabs in turn, each after the last has painted and a quiet moment. */
async function tapTabs(page: Page): Promise<void> {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  if (count < 2) throw new Error(`The jobs screen shows ${count} tabs; tapping needs two or more`);
  for (let tap = 1; tap <= taps; tap += 1) {
    await tabs.nth(tap % count).tap();
    await page.waitForFunction(
      (done) => (window as unknown as { benchTaps: TapRecord }).benchTaps.selectedTabPainted.length >= done, tap, { polling: 50 },
    );
    await page.waitForTimeout(300);
  }
}

/**
 * Opens /jobs with a list of 1000 jobs (the list call answered by the bench), slows the CPU down 4×, taps the tabs
 * 20 times in turn and reports each tap's input to next paint (Event Timing) and tap to selected tab painted.
 */
export async function measureTabTaps(browser: Browser, baseUrl: string, state: LoggedInState): Promise<TabTaps> {
  const context = await phoneContext(browser, baseUrl, { storageState: state });
  try {
    const page = await context.newPage();
    const jobsList = await routeJobsList(page, rows);
    await page.goto('/jobs');
    await settle(page);
    jobsList.check();
    if (!jobsList.answered()) throw new Error('The jobs screen did not ask for GET /api/v1/jobs: the bench needs to learn its new call');
    await page.evaluate(recordTabTaps);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await tapTabs(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(500);
    const record = await tapRecord(page);
    const interactions = Object.values(record.interactions);
    const belowThreshold = Math.max(0, taps - interactions.length);
    const interactionMs = [...interactions, ...Array<number>(belowThreshold).fill(eventTimingThreshold)];
    return {
      rows, taps,
      interaction: { ...spread(interactionMs), belowThreshold },
      selectedTabPainted: spread(record.selectedTabPainted),
    };
  } finally {
    await context.close();
  }
}
