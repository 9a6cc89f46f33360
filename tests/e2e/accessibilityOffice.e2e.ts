import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openBrowser } from './browser';
import { expectCleanWalk, officeLogins, walkedLogins, walkTimeout } from './accessibilityWalk';

/** The accessibility gate's phone walk of the office-side demo logins (see accessibility.e2e.ts). */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every demo login walks its app without a serious accessibility finding', () => {
  it.each(walkedLogins.filter(([login]) => officeLogins.includes(login)))('%s', async (login, base) => {
    await expectCleanWalk(browser, login, { baseURL: base() }, 1);
  }, walkTimeout);
});
