import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Browser contexts lent to tests and given back warm. A new context costs Chromium some 1.7 s of a core before the app
 * is drawn (a cold memory cache: every script fetched and compiled again) and a new page in it another 1.3 s (a new
 * renderer process); the suite opens about 250. A context given back (`context.close()` in a test) is emptied — its
 * cookies, storage, permissions, routes, listeners, offline switch and every page but one — and lent again to the next
 * test that asks for the same options; its one page, on `about:blank`, is the next `newPage()`. What a test sees is a
 * new context's state; only the memory cache of the build's files (hashed, immutable) and the warm renderer remain.
 *
 * A context is closed for real instead when a test did something that cannot be undone (an init script, an exposed
 * binding, a CDP session, a clock moved other than by `setFixedTime`), when it allows service workers, or when the
 * test asked for a `fresh` one (e.g. to count the files the app loads from the network).
 */

/** What a lent context knows of itself: its pool, the origins its pages visited, whether it can be lent again. */
interface Lending {
  key: string | undefined;
  origins: Set<string>;
  tainted: boolean;
  lent: boolean;
  viewport: BrowserContextOptions['viewport'];
  closeForReal: () => Promise<void>;
  newPageForReal: () => Promise<Page>;
  cdpSessionForReal: BrowserContext['newCDPSession'];
}

const lendings = new WeakMap<BrowserContext, Lending>();
/** Contexts given back, by the options they were made with. */
const idle = new Map<string, BrowserContext[]>();
/** How many idle contexts with the same options are kept. */
const keptPerKind = 3;
/** Warm pages of idle contexts, handed out by their context's next `newPage()`. */
const warmPages = new WeakMap<BrowserContext, Page>();

/** The options as a key, or none when contexts with them are not lent again (service workers stay registered). */
function poolKey(options: BrowserContextOptions): string | undefined {
  if (options.serviceWorkers === 'allow') return undefined;
  return JSON.stringify(options);
}

/** Marks the context as one that cannot be emptied, when `method` of `target` is called. */
function taintOn<T extends object>(target: T, methods: (keyof T)[], lending: Lending): void {
  for (const method of methods) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    Object.assign(target, {
      [method]: (...args: unknown[]) => {
        lending.tainted = true;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
  }
}

/** Follows what a page does that outlives it: the origins it stores data for, the things that cannot be undone. */
function watchPage(page: Page, lending: Lending): void {
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) lending.origins.add(origin);
  });
  taintOn(page, ['addInitScript', 'exposeBinding', 'exposeFunction'], lending);
}

/** A new context with `options`, set up to be lent again when `key` is given. */
async function newLentContext(browser: Browser, options: BrowserContextOptions, key: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const lending: Lending = {
    key, origins: new Set(), tainted: key === undefined, lent: true, viewport: options.viewport,
    closeForReal: context.close.bind(context), newPageForReal: context.newPage.bind(context),
    cdpSessionForReal: context.newCDPSession.bind(context),
  };
  lendings.set(context, lending);
  taintOn(context, ['addInitScript', 'exposeBinding', 'exposeFunction', 'newCDPSession'], lending);
  taintOn(context.clock, ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setSystemTime'], lending);
  Object.assign(context, {
    newPage: async () => {
      const warm = warmPages.get(context);
      warmPages.delete(context);
      return warm ?? lending.newPageForReal();
    },
    close: () => giveBack(context),
  });
  context.on('page', (page) => watchPage(page, lending));
  return context;
}

/**
 * A context with `options`: one given back with the same options when there is one (emptied), else a new one. With
 * `fresh`, always a new one, closed for real when the test closes it.
 */
export async function lendContext(browser: Browser, options: BrowserContextOptions, { fresh = false } = {}): Promise<BrowserContext> {
  const key = fresh ? undefined : poolKey(options);
  const reused = key === undefined ? undefined : idle.get(key)?.pop();
  if (reused) {
    lendings.get(reused)!.lent = true;
    return reused;
  }
  return newLentContext(browser, options, key);
}

/** Empties a context a test gave back and keeps it for the next, or closes it when it cannot be emptied. */
async function giveBack(context: BrowserContext): Promise<void> {
  const lending = lendings.get(context)!;
  if (!lending.lent) return;
  lending.lent = false;
  if (lending.tainted) return lending.closeForReal();
  try {
    await empty(context, lending);
  } catch {
    // Whatever went wrong, the next test gets a new context instead.
    await lending.closeForReal().catch(() => undefined);
    return;
  }
  const waiting = idle.get(lending.key!) ?? [];
  // A few warm ones per kind are enough (tests borrow them one at a time); more would only hold memory.
  if (waiting.length >= keptPerKind) return lending.closeForReal();
  idle.set(lending.key!, [...waiting, context]);
}

/**
 * Removes the listeners tests added (console, request, page, …), not those of close and crash: Playwright's own
 * `close()` waits on them.
 */
function forgetListeners(emitter: BrowserContext | Page): void {
  // Playwright's emitters are Node's (eventNames included); its types declare only the typed on/off methods.
  for (const event of (emitter as unknown as NodeJS.EventEmitter).eventNames()) {
    if (event !== 'close' && event !== 'crash') emitter.removeAllListeners(String(event));
  }
}

/** Takes a context back to what a new one with its options is: no page but one blank, no data, no listeners. */
async function empty(context: BrowserContext, lending: Lending): Promise<void> {
  const [first, ...others] = context.pages();
  await Promise.all(others.map((page) => page.close()));
  const kept = first ?? await lending.newPageForReal();
  forgetListeners(context);
  context.on('page', (page) => watchPage(page, lending));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all([context.setOffline(false), context.clearCookies(), context.clearPermissions()]);
  forgetListeners(kept);
  watchPage(kept, lending);
  await kept.unrouteAll({ behavior: 'ignoreErrors' });
  await kept.goto('about:blank');
  if (lending.viewport && JSON.stringify(kept.viewportSize()) !== JSON.stringify(lending.viewport)) await kept.setViewportSize(lending.viewport);
  // Local storage, IndexedDB, the outbox's caches: everything the origins keep, except the memory cache of files.
  const cdp = await lending.cdpSessionForReal(kept);
  try {
    // A history of its blank page only: going back never reaches the last test's pages.
    await cdp.send('Page.resetNavigationHistory');
    for (const origin of lending.origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql' });
    }
  } finally {
    await cdp.detach();
  }
  lending.origins.clear();
  warmPages.set(context, kept);
}

/**
 * At the end of a file (`browser.close()`): gives back what its tests left lent (a context shared by a file's tests,
 * or one a test did not close), so that the next file finds it warm, and closes the contexts not lent by this pool.
 */
export async function closeLent(browser: Browser): Promise<void> {
  const idleOnes = new Set([...idle.values()].flat());
  await Promise.all(browser.contexts().filter((context) => !idleOnes.has(context)).map((context) => {
    const lending = lendings.get(context);
    return (lending ? giveBack(context) : context.close()).catch(() => undefined);
  }));
}
