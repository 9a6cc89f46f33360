import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openBrowser, openPhonePage, settle } from './browser';
import { signIn } from './demo';

/**
 * The first screen's byte budget (ARCHITECTURE.md, "Performance budgets"). Bytes are deterministic, so they are
 * held here; times are measured by `npm run bench`, never in a test. The sizes are gzip level 9 of the build's own
 * files, for every script and stylesheet the login page loads until it has settled (dynamic imports included).
 */
const budget = { scriptsGzip: 160 * 1024, stylesGzip: 15 * 1024 };
/** The logged-in home of a crew member, the screen opened most (issue 34): its frame and its sections' cards. */
const homeBudget = { scriptsGzip: 250 * 1024 };

/** Heavy libraries that only their screens may load, each known by a string its code keeps after minification. */
const heavyLibraries = {
  FullCalendar: 'navLinkDayClick',
  pdfjs: 'GlobalWorkerOptions',
  recharts: 'recharts-surface',
  signature_pad: 'velocityFilterWeight',
  DOMPurify: 'ALLOWED_TAGS',
} as const;

const assets = join(inject('distDir'), 'assets');
const gzipSize = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;

let browser: Browser;
type Loaded = { scripts: Set<string>; styles: Set<string> };
/** The build's files the login page loaded, by kind. */
const loaded: Loaded = { scripts: new Set(), styles: new Set() };
/** The build's files crew@demo.test's home loaded until it settled. */
const loadedHome: Loaded = { scripts: new Set(), styles: new Set() };

/** Opens `path` in a new context (a warm one has the files in its memory cache) and notes the build's files it loads. */
async function weighPage(path: string, into: Loaded, login?: string): Promise<void> {
  const { page } = await openPhonePage(browser, {}, { fresh: true });
  if (login) await signIn(page, login);
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (!pathname.startsWith('/assets/')) return;
    const file = pathname.slice('/assets/'.length);
    if (file.endsWith('.js')) into.scripts.add(file);
    if (file.endsWith('.css')) into.styles.add(file);
  });
  await page.goto(path);
  await settle(page, 'for the byte budget');
  await page.context().close();
}

const sizesOf = (files: Set<string>) => [...files].map((file) => [file, gzipSize(file)] as const);
const largestOf = (sizes: (readonly [string, number])[]) =>
  [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([file, size]) => `${file} ${size} B`).join(', ');

beforeAll(async () => {
  browser = await openBrowser();
  await weighPage('/login', loaded);
  await weighPage('/', loadedHome, 'crew@demo.test');
});
afterAll(async () => {
  await browser.close();
});

describe('the first screen (/login) stays within its byte budget', () => {
  it(`loads at most ${budget.scriptsGzip / 1024} KiB of JS (gzip)`, () => {
    const sizes = sizesOf(loaded.scripts);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(sizes.length).toBeGreaterThan(0);
    expect(total, `JS gzip ${total} B; largest: ${largestOf(sizes)}`).toBeLessThanOrEqual(budget.scriptsGzip);
  });

  it(`loads at most ${budget.stylesGzip / 1024} KiB of CSS (gzip)`, () => {
    const total = [...loaded.styles].reduce((sum, file) => sum + gzipSize(file), 0);
    expect(loaded.styles.size).toBeGreaterThan(0);
    expect(total, `CSS gzip ${total} B: ${[...loaded.styles].join(', ')}`).toBeLessThanOrEqual(budget.stylesGzip);
  });

  it.each(Object.entries(heavyLibraries))('leaves %s to the screens that use it (not on /login nor home)', (library, marker) => {
    const holders = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(marker));
    // The marker must be findable, or this check would pass for nothing.
    expect(holders.length, `no chunk holds ${library}'s "${marker}"`).toBeGreaterThan(0);
    expect(holders.filter((file) => loaded.scripts.has(file)), `${library} is on the login page`).toEqual([]);
    expect(holders.filter((file) => loadedHome.scripts.has(file)), `${library} is on the home page`).toEqual([]);
  });
});

describe('the logged-in home (/) of a crew member stays within its byte budget', () => {
  it(`loads at most ${homeBudget.scriptsGzip / 1024} KiB of JS (gzip) until it has settled`, () => {
    const sizes = sizesOf(loadedHome.scripts);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(sizes.length).toBeGreaterThan(0);
    expect(total, `JS gzip ${total} B; largest: ${largestOf(sizes)}`).toBeLessThanOrEqual(homeBudget.scriptsGzip);
  });
});
