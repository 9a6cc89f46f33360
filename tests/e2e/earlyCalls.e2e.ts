import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoErrorState, loggedInPhone, watchedPhonePage } from './demo';
import { logIn, openBrowser, settle } from './browser';

/** A request the page made, by its method and address, with the script that made it and what it sent. */
interface Sent { method: string; url: string; by: string; body?: string }

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Reloads the page, waits until it has settled without an error state, and answers every request the reload made, with its maker. */
async function requestsOfReload(page: Page): Promise<Sent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent: Sent[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    sent.push({ method: request.method, url: request.url, by: initiator.stack?.callFrames[0]?.url ?? initiator.url ?? initiator.type, body: request.postData });
  });
  await page.reload();
  await settle(page, 'after the reload');
  await expectNoErrorState(page);
  await cdp.detach();
  return sent;
}

describe("a logged-in start makes the first screen's calls before the app's code has loaded", () => {
  it("makes home's calls from the start script, in one batch, and home draws with their answers", async () => {
    const { page, problems } = await loggedInPhone(browser, 'crew@demo.test');
    await page.goto('/');
    await settle(page, 'on the first visit');
    const remembered = await page.evaluate(() => (JSON.parse(localStorage.getItem('earlyCalls') ?? '{}') as Record<string, string[]>)['/'] ?? []);
    // Home's sections: the jobs to confirm, the next jobs, the forms, the documents …, each address once.
    expect(remembered.length).toBeGreaterThan(3);
    expect(new Set(remembered).size).toBe(remembered.length);

    const sent = await requestsOfReload(page);

    const origin = new URL(page.url()).origin;
    // One batch, made by the start script, with every call remembered; the app asked for none of them again.
    const batches = sent.filter((request) => request.method === 'POST' && request.url === `${origin}/api/v1/batch`);
    expect(batches.map(({ by }) => by.replace(/-[\w-]{8}\.js$/, '.js').replace(origin, ''))).toEqual(['/assets/logged-in-start.js']);
    expect((JSON.parse(batches[0]?.body ?? '{}') as { calls?: string[] }).calls).toEqual(remembered);
    expect(remembered.filter((address) => sent.some((request) => request.url === `${origin}/api/v1${address}`))).toEqual([]);

    // The frame's code and stylesheet are asked for once each, by the colour-scheme script: it runs before the parser
    // reaches the rest of the head, so its links come before the page's own stylesheet, a round trip before the start
    // script runs. The frame's stylesheet is linked (by the start script) after the page's own, as the cascade expects.
    const unhashed = (address: string) => address.replace(/-[\w-]{8}\.(js|css)$/, '.$1').replace(origin, '');
    const frameFiles = sent.filter((request) => /\/assets\/(logged-in-kit|api)-[\w-]{8}\.(js|css)$/.test(request.url));
    expect(frameFiles.map(({ url }) => unhashed(url)).sort()).toEqual(['/assets/api.js', '/assets/logged-in-kit.css', '/assets/logged-in-kit.js']);
    const head = (await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[href^="/assets/"]')]
      .map((link) => `${link.rel} ${link.href}`))).map((link) => unhashed(link.replace(` ${origin}`, ' ')));
    const place = (link: string) => head.indexOf(link);
    expect(place('modulepreload /assets/logged-in-kit.js')).toBeGreaterThan(-1);
    expect(place('modulepreload /assets/logged-in-kit.js')).toBeLessThan(place('stylesheet /assets/index.css'));
    expect(place('modulepreload /assets/api.js')).toBeLessThan(place('stylesheet /assets/index.css'));
    expect(place('preload /assets/logged-in-kit.css')).toBeLessThan(place('stylesheet /assets/index.css'));
    expect(place('stylesheet /assets/logged-in-kit.css')).toBeGreaterThan(place('stylesheet /assets/index.css'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('remembers the first screen\'s calls at login, so the very next start makes them early', async () => {
    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'crew@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await settle(page, 'after the login');
    const remembered = await page.evaluate(() => (JSON.parse(localStorage.getItem('earlyCalls') ?? '{}') as Record<string, string[]>)['/'] ?? []);
    expect(remembered.length).toBeGreaterThan(3);

    const sent = await requestsOfReload(page);
    const origin = new URL(page.url()).origin;
    const batches = sent.filter((request) => request.method === 'POST' && request.url === `${origin}/api/v1/batch`);
    expect(batches.map(({ by }) => by.replace(/-[\w-]{8}\.js$/, '.js').replace(origin, ''))).toEqual(['/assets/logged-in-start.js']);
    expect((JSON.parse(batches[0]?.body ?? '{}') as { calls?: string[] }).calls).toEqual(remembered);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("asks for a public screen's own files from the colour-scheme script, before the app's code runs", async () => {
    const { page, problems } = await watchedPhonePage(browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const sent: Sent[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      sent.push({ method: request.method, url: request.url, by: initiator.type });
    });
    await page.goto('/login');
    await page.getByLabel('E-mail or login ID').waitFor();
    await cdp.detach();
    const origin = new URL(page.url()).origin;
    const unhashed = (address: string) => address.replace(/-[\w-]{8}\.(js|css)$/, '.$1').replace(origin, '');
    // The login screen's spec is asked for once, linked by the colour-scheme script (the only script that runs before
    // the parser reaches the page's stylesheet): not a round trip after the entry's last byte.
    const screenFiles = sent.filter((request) => /\/assets\/screen-login-[\w-]{8}\.js$/.test(request.url));
    expect(screenFiles.map(({ url }) => unhashed(url))).toEqual(['/assets/screen-login.js']);
    const head = (await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[href^="/assets/"]')]
      .map((link) => `${link.rel} ${link.href}`))).map((link) => unhashed(link.replace(` ${origin}`, ' ')));
    expect(head.indexOf('modulepreload /assets/screen-login.js')).toBeGreaterThan(-1);
    expect(head.indexOf('modulepreload /assets/screen-login.js')).toBeLessThan(head.indexOf('stylesheet /assets/index.css'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('makes no call before the app loads for a page it has not remembered, nor for a logged-out visitor', async () => {
    const { page } = await loggedInPhone(browser, 'chief@demo.test');
    await page.evaluate(() => localStorage.removeItem('earlyCalls'));
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    await page.goto('/');
    await settle(page);
    expect(await page.evaluate(() => window.crewEarlyCalls)).toBeUndefined();
    await page.evaluate(() => localStorage.removeItem('token'));
    sent.length = 0;
    await page.goto('/login');
    await page.getByLabel('E-mail or login ID').waitFor();
    expect(await page.evaluate(() => window.crewEarlyCalls)).toBeUndefined();
    expect(sent.filter((url) => url.includes('/api/v1/') && !url.endsWith('/api/v1/tenant'))).toEqual([]);
    await page.context().close();
  });
});
