import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { loggedInPhone, watchedPhonePage } from './demo';
import { openBrowser, settle } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the page's head asks for nothing the first screen does not draw with", () => {
  it('serves the page with the favicon written in and without the manifest link', async () => {
    const page = await (await fetch(`${inject('baseUrl')}/login`)).text();
    expect(page).toMatch(/<link rel="icon" href="data:image\/svg\+xml;base64,[\w+/=]+"/);
    expect(page).not.toContain('rel="manifest"');
  });

  it('links the tenant\'s manifest once the login page is drawn, and asks for no icon on the way', async () => {
    const { page, problems } = await watchedPhonePage(browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await settle(page, 'on the login page');
    // On the way to the drawn page: no favicon, no manifest icon (what the browser fetches later is its own business).
    expect(asked.filter((path) => /\.(svg|png|ico)$/.test(path))).toEqual([]);
    const manifestLink = page.locator('link[rel="manifest"]');
    await manifestLink.waitFor({ state: 'attached' });
    const manifest = await page.evaluate(async (href) => (await fetch(href)).json() as Promise<{ name: string; icons: unknown[] }>, await manifestLink.getAttribute('href') ?? '');
    expect(manifest.name).toBe('Moyo Crew');
    expect(manifest.icons.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('links it on a logged-in start too, once home is drawn', async () => {
    const { page, problems } = await loggedInPhone(browser, 'crew@demo.test');
    await page.goto('/');
    await settle(page, 'on home');
    await expect.poll(() => page.locator('link[rel="manifest"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
