import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openBrowser } from './browser';
import { expectCleanWalk, walkTimeout } from './accessibilityWalk';

/** The accessibility gate's walk at 1280×800 of the logins that work at a desk: tables, calendars with titles (see accessibility.e2e.ts). */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the planner and office logins walk their app on a laptop (1280×800: tables, calendars with titles) without a serious finding', () => {
  const laptop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
  it.each(['client@demo.test', 'planner@demo.test', 'pm@demo.test', 'accountant@demo.test'])('%s', async (login) => {
    await expectCleanWalk(browser, login, laptop, 5);
  }, walkTimeout);
});
