import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { phoneContext, settle } from './phoneBrowser';

/** The password of every demo login. */
export const demoPassword = 'demo1234';

/** What a logged-in browser keeps (the session lives in localStorage), to open fresh contexts already logged in. */
export type LoggedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Logs in through the login screen (at `loginUrl`, absolute when the context has no base address) and waits until
 * the app has left it and the screen it went to has settled.
 */
export async function logIn(page: Page, login: string, loginUrl = '/login'): Promise<void> {
  await page.goto(loginUrl);
  await settle(page);
  await page.getByLabel('E-mail or login ID').fill(login);
  await page.getByLabel('Password', { exact: false }).first().fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await settle(page);
}

/** Logs in once in a throw-away context and answers its storage, so each measured load starts with a cold cache. */
export async function loggedInState(browser: Browser, baseUrl: string, login: string): Promise<LoggedInState> {
  const context = await phoneContext(browser, baseUrl);
  try {
    await logIn(await context.newPage(), login);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
