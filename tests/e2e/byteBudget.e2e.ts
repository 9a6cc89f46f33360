import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openBrowser, openPhonePage, settle } from './browser';

/**
 * The first screen's byte budget (ARCHITECTURE.md, "Performance budgets"). Bytes are deterministic, so they are
 * held here; times are measured by `npm run bench`, never in a test. The sizes are gzip level 9 of the build's own
 * files, for every script and stylesheet the login page loads until it has settled (dynamic imports included).
 */
const budget = { scriptsGzip: 160 * 1024, stylesGzip: 15 * 1024 };

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
/** The build's files the login page loaded, by kind. */
const loaded = { scripts: new Set<string>(), styles: new Set<string>() };

beforeAll(async () => {
  browser = await openBrowser();
  // A new context: a warm one has the files in its memory cache.
  const { page } = await openPhonePage(browser, {}, { fresh: true });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/assets/')) return;
    const file = path.slice('/assets/'.length);
    if (file.endsWith('.js')) loaded.scripts.add(file);
    if (file.endsWith('.css')) loaded.styles.add(file);
  });
  await page.goto('/login');
  await settle(page, 'for the byte budget');
  await page.context().close();
});
afterAll(async () => {
  await browser.close();
});

describe('the first screen (/login) stays within its byte budget', () => {
  it(`loads at most ${budget.scriptsGzip / 1024} KiB of JS (gzip)`, () => {
    const sizes = [...loaded.scripts].map((file) => [file, gzipSize(file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(sizes.length).toBeGreaterThan(0);
    const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([file, size]) => `${file} ${size} B`);
    expect(total, `JS gzip ${total} B; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(budget.scriptsGzip);
  });

  it(`loads at most ${budget.stylesGzip / 1024} KiB of CSS (gzip)`, () => {
    const total = [...loaded.styles].reduce((sum, file) => sum + gzipSize(file), 0);
    expect(loaded.styles.size).toBeGreaterThan(0);
    expect(total, `CSS gzip ${total} B: ${[...loaded.styles].join(', ')}`).toBeLessThanOrEqual(budget.stylesGzip);
  });

  it.each(Object.entries(heavyLibraries))('leaves %s to the screens that use it', (library, marker) => {
    const holders = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(marker));
    // The marker must be findable, or this check would pass for nothing.
    expect(holders.length, `no chunk holds ${library}'s "${marker}"`).toBeGreaterThan(0);
    expect(holders.filter((file) => loaded.scripts.has(file)), `${library} is on the login page`).toEqual([]);
  });
});
