import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { openBrowser, logIn, openPhonePage, settle, keepScreenshot } from './browser';
import { signIn } from './demo';

/** The api's answer to a call the page makes to `path` (method and path of /api/v1). */
const answerTo = (page: Page, method: string, path: string): Promise<Response> =>
  page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname === `/api/v1${path}`);

/**
 * Asks for a reset link for `login` on the forgotten-password screen; gives the api's status and body and the
 * message the page showed, once it is back on the login screen.
 */
async function askForResetLink(page: Page, login: string): Promise<{ status: number; body: unknown; shown: string | null }> {
  await page.goto('/forgotten-password');
  await page.getByRole('heading', { name: 'Forgotten password', level: 1 }).waitFor();
  await page.getByLabel('E-mail or login ID').fill(login);
  const [answer] = await Promise.all([answerTo(page, 'POST', '/forgottenPassword'), page.getByRole('button', { name: 'Send the link' }).click()]);
  const message = page.getByText('If this login exists', { exact: false });
  await message.waitFor();
  const shown = await message.textContent();
  await page.waitForURL(/\/login$/);
  return { status: answer.status(), body: await answer.json(), shown };
}

describe('the shell around the screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('goes back one page for one swipe right, and holds the browser\'s own swipe back while it does', async () => {
    const { page, problems } = await openPhonePage(browser);
    await signIn(page, 'crew@demo.test');
    /** How the document lets the browser treat a sideways overscroll: `none` holds back its own swipe back. */
    const browserSwipe = () => page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorX);
    await page.goto('/');
    await settle(page);
    // Home has no back: the browser's gesture is left alone there.
    expect(await browserSwipe()).toBe('auto');
    for (const path of ['/jobs', '/trainings', '/help']) {
      await page.goto(path);
      await settle(page);
    }
    // The app goes back itself: the browser must not go back a second time for the same swipe (it would on a phone).
    expect(await browserSwipe()).toBe('none');

    // A finger swipes right across the page (touch events, as a phone sends them) and lets go.
    const touch = await page.context().newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 420 }] });
    await finger('touchStart', 40);
    for (const x of [100, 180, 260, 320]) await finger('touchMove', x);
    await finger('touchEnd', 320);
    await page.waitForURL((url) => url.pathname === '/trainings');
    await settle(page);
    expect(new URL(page.url()).pathname, 'one swipe, one page back').toBe('/trainings');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the side menu\'s slide when Mantine marks the frame as resizing, so the mark restyles nothing inherited', async () => {
    const { page } = await openPhonePage(browser);
    await signIn(page, 'crew@demo.test');
    await page.goto('/');
    await settle(page);
    const shell = page.locator('.mantine-AppShell-root');
    /** The slide's duration as every element of the frame inherits it, with Mantine's resizing mark on or off. */
    const slideWith = (resizing: boolean) => shell.evaluate((root, on) => {
      if (on) root.setAttribute('data-resizing', 'true');
      else root.removeAttribute('data-resizing');
      return getComputedStyle(root).getPropertyValue('--app-shell-transition-duration').trim();
    }, resizing);
    // Mantine's own style sets 0ms while the mark is on (its first 200 ms and a window resize): taking the mark off
    // then changed a variable every element inherits, a restyle of the whole screen right after its first paint.
    expect(await slideWith(false)).toBe('200ms');
    expect(await slideWith(true)).toBe('200ms');
    await page.context().close();
  });

  it('shows the not-found screen with a not-found page title for an unknown path', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Page not found/);
  });

  it('logs in from a login id and password in the query string and takes them out of the address', async () => {
    const { page } = await openPhonePage(browser);
    // The entries the page had before (a new page has its blank one): the login may add one, but no more.
    const before = await page.evaluate(() => window.history.length);
    await page.goto('/jobs?login=crew%40demo.test&password=demo1234');
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    await settle(page);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(before + 1);
  });

  it('takes a login link\'s password out of the address on an odd path too', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto(`${inject('baseUrl')}//evil.example/?login=crew%40demo.test&password=demo1234`);
    await page.getByRole('heading', { name: 'Page not found' }).or(page.getByRole('heading', { name: 'Home', level: 1 })).first().waitFor();
    expect(page.url()).not.toContain('demo1234');
    expect(new URL(page.url()).origin).toBe(new URL(inject('baseUrl')).origin);
  });

  it('clears everything but uiSettings on /logout, ends the session on the server, and asks for a login again', async () => {
    const { page } = await openPhonePage(browser);
    await logIn(page, 'crew@demo.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const bearer = await page.evaluate(() => localStorage.getItem('token'));
    const rightsWith = async (token: string | null) => (await fetch(`${inject('baseUrl')}/api/v1/userRights`, {
      headers: { Authorization: `Bearer ${token ?? ''}`, Type: 'MOBILE' },
    })).status;
    expect(await rightsWith(bearer)).toBe(200);
    await page.evaluate(() => localStorage.setItem('uiSettings', '{"keep":true}'));
    await page.goto('/logout');
    await page.waitForURL(/\/login$/);
    await settle(page);
    // The login screen has settled: the start after the logout fetched the tenant again, and stored nothing of it.
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored).toEqual(['uiSettings']);
    expect(await rightsWith(bearer)).toBe(401);
    await page.goto('/jobs');
    await page.waitForURL(/\/login\?redirect=%2Fjobs/);
  });
});

describe('the public screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for a reset link from the login screen, and answers the same for a login that exists and one that does not', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgotten password', level: 1 }).waitFor();
    await settle(page);
    await keepScreenshot(page, 'forgotten-password.png');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('This field is required').waitFor();

    const unknown = await askForResetLink(page, `nobody-${Date.now()}@demo.test`);
    const known = await askForResetLink(page, 'office@demo.test');
    expect(unknown.status).toBe(200);
    expect(unknown.shown).toContain('If this login exists');
    expect(known).toEqual(unknown);
    expect(problems).toEqual([]);
  });

  it('refuses a new password with an unknown link, with the server’s reason, keeping what was typed', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/welcome/not-a-real-token');
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    await page.getByLabel('New password').fill('a-good-password');
    const [answer] = await Promise.all([answerTo(page, 'POST', '/forgottenPassword/not-a-real-token'), page.getByRole('button', { name: 'Start' }).click()]);
    expect(answer.status()).toBe(404);
    const reason = ((await answer.json()) as { error: { message: string } }).error.message;
    expect(reason.length, 'the server gives a reason').toBeGreaterThan(0);
    await page.getByRole('alert').or(page.locator('.mantine-Notification-root')).filter({ hasText: reason }).first().waitFor();
    expect(await page.getByLabel('New password').inputValue()).toBe('a-good-password');
    expect(new URL(page.url()).pathname).toBe('/welcome/not-a-real-token');
  });
});
