import type { Browser, Response } from 'playwright-core';
import type { PageBytes } from './benchResults';
import { compressedSizes } from './compressedSizes';
import type { LoggedInState } from './logIn';
import { phoneContext, settle } from './phoneBrowser';

/** A page to weigh: its address and, when it needs one, the session it is opened with. */
export interface PageToWeigh {
  path: string;
  login: string | null;
  state?: LoggedInState;
}

type Body = Promise<Buffer | Error>;

/** The sizes of the files read, with their count; throws the first failed read. */
async function weigh(files: Map<string, Body>): Promise<PageBytes['js']> {
  const read = await Promise.all(files.values());
  const failed = read.find((body) => body instanceof Error);
  if (failed) throw failed;
  return { ...compressedSizes(read.filter((body): body is Buffer => body instanceof Buffer)), files: files.size };
}

/** Loads one page in a fresh phone context (cold cache, no service worker) and weighs every script and stylesheet it loaded. */
export async function measurePageBytes(browser: Browser, baseUrl: string, { path, login, state }: PageToWeigh): Promise<PageBytes> {
  const context = await phoneContext(browser, baseUrl, state ? { storageState: state } : {});
  try {
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    // Each body is read as it arrives; a failed read is kept as its error (and thrown when weighed), never left unhandled.
    const bodies = { script: new Map<string, Body>(), stylesheet: new Map<string, Body>() };
    const apiCalls = new Set<string>();
    page.on('response', (response: Response) => {
      const request = response.request();
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      const type = request.resourceType();
      if ((type === 'script' || type === 'stylesheet') && !bodies[type].has(url.href)) {
        bodies[type].set(url.href, response.body().catch((error: unknown) => new Error(`No body for ${url.href}`, { cause: error })));
      }
      if (url.pathname.startsWith('/api/v1/') && request.method() === 'GET') apiCalls.add(`${url.pathname}${url.search}`);
    });
    await page.goto(path);
    await settle(page);
    await page.waitForLoadState('networkidle');
    if (login && new URL(page.url()).pathname === '/login') throw new Error(`${path} as ${login} landed on the login screen`);
    return { path, login, js: await weigh(bodies.script), css: await weigh(bodies.stylesheet), apiCalls: [...apiCalls] };
  } finally {
    await context.close();
  }
}
