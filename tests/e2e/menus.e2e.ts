import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openPhonePage } from './browser';
import { expectedMenus } from '../app/expectedMenus';
import { api, claimsOf, expectNoErrorState, token, watchedPhonePage } from './demo';
import { addDays, dayOf } from './suiteClock';

/** One browser for the whole file; each login gets a context of its own. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The paths of a menu's links, in the order shown. */
const pathsOf = (hrefs: (string | null)[]) => hrefs.map((href) => new URL(href ?? '', 'http://app.test').pathname);

/** The hrefs of the links in a part of the page. */
const hrefsIn = (page: Page, selector: string) =>
  page.locator(selector).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

interface Listed { id: number; number?: string; period?: string; state?: string; status?: string; type?: string; person?: { id: number } | null }

/** The records of an api list, as the login sees them. */
const records = async (bearer: string, path: string) => (await api<{ items: Listed[] }>(bearer, path)).items;
const personOf = (bearer: string) => claimsOf(bearer).loginData.person.id;

/**
 * The menu pages that list records (screens/*.yaml: a list, or a tab or dashboard section with an item link), read
 * from the same api call as their first tab, each record as the address its card opens. The other menu pages (home,
 * calendars, profile, version, crew info, mobile documents, vacancies, planner crews) have no record list to open.
 * The support console's tenants are records too.
 */
const lists: Record<string, (bearer: string) => Promise<string[]>> = {
  '/jobs': async (bearer) => (await records(bearer, '/jobs'))
    .filter((job) => ['upcoming', 'toConfirm'].includes(job.period!)).map((job) => `/jobs/${job.id}`),
  '/trainings': async (bearer) => [
    ...(await records(bearer, `/persons/${personOf(bearer)}/documentsTraining`))
      .filter((document) => ['approved', 'signed'].includes(document.state!)).map((document) => `/documents/${document.id}`),
    ...(await records(bearer, `/persons/${personOf(bearer)}/formsTrainingPerform`))
      .filter((form) => form.status === 'submitted').map((form) => `/forms/${form.id}`),
  ],
  '/payrolls': async (bearer) => (await records(bearer, `/persons/${personOf(bearer)}/payrolls`)).map((payroll) => `/payrolls/${payroll.id}`),
  '/contracts': async (bearer) => (await records(bearer, `/persons/${personOf(bearer)}/staffContracts`)).map((contract) => `/contracts/${contract.id}`),
  '/plus-crews': async (bearer) => (await records(bearer, '/plusCrews')).map((crew) => `/plus-crews/${crew.number}`),
  '/projects': async (bearer) => (await records(bearer, '/projects?tab=all&closed=false&period=ongoing'))
    .map((project) => `/projects/${project.number}`),
  '/membership-crews': async (bearer) => (await records(bearer, '/pCrews')).map((crew) => `/membership-crews/${crew.id}`),
  '/planning-crew-item-list': async (bearer) => (await records(bearer, `/planningCalendarItems?from=${addDays(dayOf(inject('clock')), -30)}`))
    .filter((item) => item.type === 'job').map((item) => `/crew-profile/${item.person?.id}`),
  '/invoices': async (bearer) => (await records(bearer, '/invoices'))
    .filter((invoice) => ['draft', 'sent'].includes(invoice.status!)).map((invoice) => `/invoice/${invoice.id}`),
  '/receipts': async (bearer) => (await records(bearer, '/receipts')).map((receipt) => `/receipt/${receipt.id}`),
  '/mailbox': async (bearer) => (await records(bearer, '/emailMessages')).map((message) => `/email-messages/${message.id}`),
  '/support/tenants': async (bearer) => (await records(bearer, '/tenants')).map((tenant) => `/support/tenants/${tenant.id}`),
};

/** A login's menu pages that list records, split by whether the api has any for it now. */
async function listPages(bearer: string, side: string[]): Promise<{ filled: [string, string[]][]; empty: string[] }> {
  const listed = await Promise.all(side.filter((path) => path in lists).map(async (path) => [path, await lists[path]!(bearer)] as [string, string[]]));
  return {
    filled: listed.filter(([, links]) => links.length > 0),
    empty: listed.filter(([, links]) => links.length === 0).map(([path]) => path),
  };
}

/**
 * The screen the login landed on has settled, wherever the app sent it (project and plus-crew logins go on from /),
 * read in the page so that a redirect in between cannot fool it.
 */
async function landed(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect.poll(() => page.evaluate(() => document.querySelector(`[data-path="${window.location.pathname}"]`)?.getAttribute('data-settled')),
    { message: 'the landing screen settles', timeout: 15_000 }).toBe('true');
}

/** A record card's link on a list page. */
const cardLinks = (page: Page) => page.locator('[data-testid="item-card"] a[href^="/"]');

describe('each demo login sees exactly its menu (section 2), at phone size', () => {
  it.each(Object.entries(expectedMenus))('%s', async (login, expected) => {
    const { page, problems } = await openPhonePage(browser);
    await logIn(page, login);
    // The shell with its menus stands once the landing screen has settled.
    await landed(page);
    // By structure, not by text: the chief's app speaks Dutch.
    await page.locator('header .mantine-Burger-root').click();
    const side = page.locator('.mantine-AppShell-navbar');
    await side.getByRole('link').last().waitFor();
    expect(pathsOf(await hrefsIn(page, '.mantine-AppShell-navbar'))).toEqual(expected.side);
    // Logins without a bottom menu have no bottom bar at all, so no links in it.
    expect(pathsOf(await hrefsIn(page, '.mantine-AppShell-footer nav'))).toEqual(expected.bottom);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('each demo login opens every page of its menu, and the first record of each page listing records, without an error', () => {
  // The limited logins' menus hold their own pages only, none listing records: limitedLoginMenus.e2e.ts walks them.
  it.each(Object.entries(expectedMenus).filter(([, menus]) => menus.side.some((path) => path in lists)))('%s', async (login, expected) => {
    const bearer = await token(login);
    const pages = expected.side.filter((path) => path !== '/logout');
    const { filled, empty } = await listPages(bearer, pages);
    // Every login with a full menu has at least one list the demo fills.
    expect(filled.length, `${login}: a menu page with records`).toBeGreaterThan(0);
    const { page, problems } = await watchedPhonePage(browser);
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) problems.push(`${response.status()} ${response.url()} on ${page.url()}`);
    });
    await logIn(page, login);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const visit = async (path: string) => {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await expectNoErrorState(page);
    };
    for (const path of pages.filter((candidate) => !(candidate in lists))) await visit(path);
    for (const [path, links] of filled) {
      await visit(path);
      const first = cardLinks(page).first();
      await first.waitFor();
      const href = await first.getAttribute('href');
      expect(links, `${login}: the first record on ${path}`).toContain(href);
      await visit(href!);
    }
    for (const path of empty) {
      await visit(path);
      expect(await cardLinks(page).count(), `${login}: ${path} lists nothing, as the api says`).toBe(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
