import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage } from './browser';
import { officeLogins, walk, walkedLogins, walkTimeout } from './accessibilityWalk';

/** The accessibility gate's phone walk of the office-side demo logins (see accessibility.e2e.ts). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every demo login walks its app without a serious accessibility finding', () => {
  it.each(walkedLogins.filter(([login]) => officeLogins.includes(login)))('%s', async (login, base) => {
    const { page } = await openPhonePage(browser, { baseURL: base() });
    const { findings, walked } = await walk(page, login);
    expect(walked.length, `${login}: pages walked`).toBeGreaterThan(1);
    expect(findings).toEqual([]);
    await page.context().close();
  }, walkTimeout);
});
