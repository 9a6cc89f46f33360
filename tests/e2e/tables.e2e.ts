import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, openPhonePage, settle, keepScreenshot } from './browser';
import { api, claimsOf, expectNoErrorState, send, textIn, token, uniqueName, type List, signIn } from './demo';

/**
 * Lists as tables on a desk (1280 × 800): the planner's projects sorted by begin date on the server, ascending then
 * descending (from the keyboard), in the order GET /projects answers for the same query; the office's receipts sorted
 * by supplier; the membership crews (a dashboard's section) sorted in the browser; a row opens its record. On a phone
 * (390 × 844) the same list stays cards. No heading is cut ("Mem…"): the planner crews' and every other table's.
 * Only reads the demo data, beside one membership crew of its own.
 */

const desk = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

async function openAtDesk(browser: Browser, username: string, path: string) {
  const bearer = await token(username);
  const { page, problems } = await openPhonePage(browser, desk);
  await signIn(page, username);
  await page.goto(path);
  await page.getByTestId('list-table').waitFor();
  await settle(page, 'with its table');
  return { page, problems, bearer, t: textIn(claimsOf(bearer).loginData.language) };
}

/** The first cell's text of every row drawn (the rows near the screen: the table is virtualised). */
const firstCells = (page: Page) =>
  page.getByTestId('list-row').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));

const sortButton = (page: Page, label: string) => page.getByRole('columnheader', { name: label }).getByRole('button');

/**
 * Sorts by a heading (clicked, or pressed with Enter), waits for the list call it makes, and answers that call's
 * query as the API answers it when asked directly.
 */
async function sortBy(page: Page, label: string, order: 'asc' | 'desc', by: 'click' | 'keyboard'): Promise<URL> {
  const answered = page.waitForResponse((response) => response.url().includes(`order=${order}`) && response.url().includes('sort='));
  if (by === 'click') await sortButton(page, label).click();
  else {
    await sortButton(page, label).focus();
    await page.keyboard.press('Enter');
  }
  const url = new URL((await answered).url());
  await settle(page, `sorted by ${label}`);
  expect(await page.getByRole('columnheader', { name: label }).getAttribute('aria-sort')).toBe(order === 'asc' ? 'ascending' : 'descending');
  expect(url.searchParams.get('order')).toBe(order);
  return url;
}

/** What the API answers for a list call's path and query, asked with the login's own token. */
async function answerOf<T>(bearer: string, url: URL): Promise<T[]> {
  return (await api<List<T>>(bearer, `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`)).items;
}

/** Whether the rows drawn (at least three) are the first of the API's answer, in its order. */
const sameStart = (shown: string[], answered: string[]) => shown.length > 2 && shown.every((value, index) => value === answered[index]);

/** Non-empty values in order (texts compare as the server's C-like order of ISO dates). */
const inOrder = (values: string[], order: 'asc' | 'desc') => {
  const sorted = [...values].sort();
  return order === 'asc' ? sorted : sorted.reverse();
};

/**
 * The headings whose text does not fit: a heading cell, or an element in it (the sort button's label), whose content
 * is wider than its box.
 */
const cutHeadings = (page: Page) => page.getByRole('columnheader').evaluateAll((headings) => headings
  .filter((heading) => [heading, ...heading.querySelectorAll('*')]
    .some((element) => element instanceof HTMLElement && element.scrollWidth > element.clientWidth))
  .map((heading) => `${heading.textContent ?? ''}: ${heading.getBoundingClientRect().width} px`));

describe('lists as tables on a desk', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a planner: the projects sort by begin date on the server, ascending then descending, and a row opens its project', async () => {
    const { page, problems, bearer, t } = await openAtDesk(browser, 'planner@demo.test', '/projects');
    const beginDate = t('projects.beginDate');
    for (const [order, by] of [['asc', 'click'], ['desc', 'keyboard']] as const) {
      const url = await sortBy(page, beginDate, order, by);
      expect(url.searchParams.get('sort')).toBe('beginDate');
      const projects = await answerOf<{ number: string; beginDate: string | null }>(bearer, url);
      expect(projects.length, 'projects in the first tab').toBeGreaterThan(3);
      const begins = projects.map((project) => project.beginDate).filter((date): date is string => date !== null);
      expect(begins, `the API sorts ${order}`).toEqual(inOrder(begins, order));
      await expect.poll(async () => sameStart(await firstCells(page), projects.map((project) => project.number)), {
        message: `rows in the API's ${order} order`,
      }).toBe(true);
      const shown = await firstCells(page);
      expect(shown.length).toBeGreaterThan(2);
      expect(shown).toEqual(projects.slice(0, shown.length).map((project) => project.number));
    }
    await keepScreenshot(page, 'projects-table-sorted.png');
    const first = (await firstCells(page))[0]!;
    await page.getByTestId('list-row').first().locator('td').nth(1).click();
    await page.waitForURL((url) => url.pathname === `/projects/${first}`);
    expect(problems).toEqual([]);
  });

  it('as the office: the receipts sort by supplier', async () => {
    const { page, problems, bearer, t } = await openAtDesk(browser, 'accountant@demo.test', '/receipts');
    const url = await sortBy(page, t('receipts.supplier'), 'asc', 'click');
    expect(url.searchParams.get('sort')).toBe('supplier');
    const receipts = await answerOf<{ number: string; supplier: string }>(bearer, url);
    const suppliers = receipts.map((receipt) => receipt.supplier.toLowerCase());
    expect(suppliers.length).toBeGreaterThan(1);
    expect(suppliers).toEqual(inOrder(suppliers, 'asc'));
    await expect.poll(async () => sameStart(await firstCells(page), receipts.map((receipt) => receipt.number)), {
      message: "rows in the API's order",
    }).toBe(true);
    const shown = await firstCells(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual(receipts.slice(0, shown.length).map((receipt) => receipt.number));
    await keepScreenshot(page, 'receipts-table-sorted.png');
    expect(problems).toEqual([]);
  });

  it('as a planner: the membership crews (a dashboard section) sort by their number of members in the browser, and a row opens its crew', async () => {
    // A crew of this file's own (no members) beside the demo's: at least two rows to sort.
    await send(await token('planner@demo.test'), 'POST', '/pCrews', { name: uniqueName('Table crew'), description: 'Made by the tables e2e test.' }, 201);
    const { page, problems, bearer, t } = await openAtDesk(browser, 'planner@demo.test', '/membership-crews');
    const crews = (await api<List<{ id: number; name: string; memberCount: number }>>(bearer, '/pCrews')).items;
    expect(crews.length, 'membership crews of the planner').toBeGreaterThan(1);
    const members = t('listTable.members');
    for (const [order, sort] of [['asc', 'ascending'], ['desc', 'descending']] as const) {
      await sortButton(page, members).click();
      await expect.poll(() => page.getByRole('columnheader', { name: members }).getAttribute('aria-sort')).toBe(sort);
      const counts = crews.map((crew) => crew.memberCount).sort((a, b) => (order === 'asc' ? a - b : b - a));
      const shownCounts = () => page.getByTestId('list-row').evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll('td')[2]?.textContent)));
      await expect.poll(shownCounts, { message: `member counts ${order}` }).toEqual(counts);
    }
    await keepScreenshot(page, 'membership-crews-table.png');
    const first = (await firstCells(page))[0]!;
    const crew = crews.find((candidate) => candidate.name === first)!;
    await page.getByTestId('list-row').first().locator('td').nth(1).click();
    await page.waitForURL((url) => url.pathname === `/membership-crews/${crew.id}`);
    expect(problems).toEqual([]);
  });

  it('as a planner: the planner crews\' headings are whole at 1280 × 800, Members among them', async () => {
    const { page, problems, t } = await openAtDesk(browser, 'planner@demo.test', '/planner-crew');
    const members = page.getByRole('columnheader', { name: t('listTable.members') });
    await members.waitFor();
    expect(await page.getByRole('columnheader').count()).toBeGreaterThanOrEqual(7);
    expect(await cutHeadings(page)).toEqual([]);
    expect((await members.boundingBox())!.width).toBeGreaterThan(100);
    await keepScreenshot(page, 'planner-crew-table.png');
    await page.getByRole('tab', { name: t('plannerCrew.tabMembershipCrews') }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: t('membershipCrews.description') }).count()).toBe(1);
    expect(await cutHeadings(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('no heading of the other tables is cut at 1280 × 800: projects, invoices, receipts, planning crew items, membership crews', async () => {
    for (const [login, path] of [
      ['planner@demo.test', '/projects'], ['accountant@demo.test', '/invoices'], ['accountant@demo.test', '/receipts'],
      ['client@demo.test', '/planning-crew-item-list'], ['planner@demo.test', '/membership-crews'],
    ] as const) {
      const { page, problems } = await openAtDesk(browser, login, path);
      expect(await cutHeadings(page), path).toEqual([]);
      await keepScreenshot(page, `headings${path.replace(/\//g, '-')}.png`);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it('on a phone the projects stay cards', async () => {
    const { page, problems } = await openPhonePage(browser);
    await signIn(page, 'planner@demo.test');
    await page.goto('/projects');
    await page.getByTestId('item-card').first().waitFor();
    await settle(page, 'as cards');
    await expectNoErrorState(page);
    expect(await page.getByTestId('list-table').count()).toBe(0);
    await keepScreenshot(page, 'projects-phone-cards.png');
    expect(problems).toEqual([]);
  });
});
