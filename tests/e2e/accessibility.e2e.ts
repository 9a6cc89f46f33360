import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openBrowser, openPhonePage, settle } from './browser';
import { seriousFindings } from './accessibilityFindings';
import { findingsAt, officeLogins, expectCleanWalk, walkedLogins, walkTimeout } from './accessibilityWalk';
import { tenantUrl } from './tenantHosts';

/**
 * The accessibility gate (issue 17): axe-core with the WCAG 2.1 A and AA rules over the full walk of every demo login
 * of both tenants at phone size — the public screens, every page of the login's side menu and the first record of
 * every page that lists records — must find nothing serious or critical. The walk is split over three files the
 * suite's shards run side by side: this one (the gate's own check, the public screens, the crew-side, limited and
 * Acme logins), accessibilityOffice.e2e.ts (the office-side logins) and accessibilityLaptop.e2e.ts (1280×800).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the gate', () => {
  it('sees a serious finding where there is one: grey text on white at 2.3:1 and a nameless button', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/login');
    await settle(page);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint words';
      faint.style.cssText = 'color:#aaaaaa;background:#ffffff';
      const nameless = document.createElement('button');
      nameless.className = 'nameless';
      document.querySelector('main')!.append(faint, nameless);
    });
    const findings = await seriousFindings(page);
    expect(findings).toEqual([expect.stringMatching(/^\/login: button-name \(critical, 1×\) \.nameless/), expect.stringMatching(/^\/login: color-contrast \(serious, 1×\)/)]);
    await page.context().close();
  });
});

describe('the public screens have no serious accessibility finding', () => {
  it.each([['demo', () => inject('baseUrl')], ['acme', () => tenantUrl('acme')]] as const)('at %s', async (_tenant, base) => {
    const { page } = await openPhonePage(browser, { baseURL: base() });
    const findings: string[] = [];
    for (const path of ['/login', '/forgotten-password', '/version']) findings.push(...await findingsAt(page, path));
    expect(findings).toEqual([]);
    await page.context().close();
  });
});

describe('every demo login walks its app without a serious accessibility finding', () => {
  it.each(walkedLogins.filter(([login]) => !officeLogins.includes(login)))('%s', async (login, base) => {
    await expectCleanWalk(browser, login, { baseURL: base() }, 1);
  }, walkTimeout);
});
