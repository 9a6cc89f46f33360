import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, settle, keepScreenshot } from './browser';
import { api, loggedInPhone, openScreen, type List, type Texts } from './demo';
import { expectCards } from './virtualList';

/**
 * The planner crew filters on a phone, as the planner: a function and a region picked from their lists narrow the
 * crews to those matching both, the count follows, the list opens filtered again after a reload (uiSettings), a pill
 * removes one value and one button clears them all. The planner crews are only read (server/demo/seeds/planningSeed.ts);
 * the office e2e adds membership crews, which this list does not show.
 */

interface Crew { name: string; functions: string[]; regions: string[] }

const filterGroup = (page: Page, t: Texts) => page.getByRole('group', { name: t('listFilters.title') });
const foundCount = (page: Page, t: Texts) => filterGroup(page, t).getByRole('status');

/**
 * Picks one option of a filter's multi-select (opened by a tap on its field), then closes its list of options. The tap
 * lands on the field's box: with few options the box, not the text input inside it, takes taps (nothing to type in).
 */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The uiSettings the app keeps on the phone, parsed. */
const uiSettings = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('uiSettings') ?? '{}') as Record<string, unknown>);

describe('the planner crew filters', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a planner: a function and a region give only the crews matching both, remembered after a reload, and cleared again', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const all = (await api<List<Crew>>(bearer, '/plannerCrews')).items;
    const riggers = (await api<List<Crew>>(bearer, '/plannerCrews?function=Rigger')).items;
    const riggersInUtrecht = (await api<List<Crew>>(bearer, '/plannerCrews?function=Rigger&region=Utrecht')).items;
    // The demo data tells the filters apart: each narrows, and both together narrow further.
    expect(riggers.length, 'crews with riggers').toBeGreaterThan(riggersInUtrecht.length);
    expect(all.length, 'crews').toBeGreaterThan(riggers.length);
    expect(riggersInUtrecht.map((crew) => crew.name), 'riggers in Utrecht').toEqual(['Stagehands pool Randstad']);
    const cards = (crews: Crew[]) => crews.map((crew) => [crew.name]);

    await openScreen(page, '/planner-crew', t('plannerCrew.title'));
    await expectCards(page, cards(all), 'every planner crew');
    expect(await foundCount(page, t).count(), 'no count without a filter').toBe(0);

    await filterGroup(page, t).getByRole('button', { name: t('listFilters.title') }).click();
    await pick(page, t('plannerCrew.filterFunctions'), 'Rigger');
    await foundCount(page, t).filter({ hasText: t('common.searchFound', { count: riggers.length }) }).waitFor();
    await expectCards(page, cards(riggers), 'the crews with riggers');
    await pick(page, t('plannerCrew.filterRegions'), 'Utrecht');
    await foundCount(page, t).filter({ hasText: t('common.searchFound', { count: 1 }) }).waitFor();
    await expectCards(page, cards(riggersInUtrecht), 'the crews with riggers in Utrecht');
    await settle(page, 'filtered by a function and a region');
    await keepScreenshot(page, 'planner-crew-filters.png');
    expect(Object.values(await uiSettings(page)), 'the filters kept in uiSettings').toContainEqual({ function: ['Rigger'], region: ['Utrecht'] });

    // Opened again, the list is filtered as it was left: the picked values show as pills.
    await page.reload();
    await page.getByRole('heading', { name: t('plannerCrew.title'), level: 1 }).waitFor();
    await foundCount(page, t).filter({ hasText: t('common.searchFound', { count: 1 }) }).waitFor();
    await expectCards(page, cards(riggersInUtrecht), 'the filtered crews after a reload');
    await filterGroup(page, t).getByRole('button', { name: t('listFilters.remove', { filter: t('plannerCrew.filterRegions'), value: 'Utrecht' }) }).click();
    await foundCount(page, t).filter({ hasText: t('common.searchFound', { count: riggers.length }) }).waitFor();
    await expectCards(page, cards(riggers), 'the crews with riggers, the region removed');

    await filterGroup(page, t).getByRole('button', { name: t('listFilters.clear') }).click();
    await expectCards(page, cards(all), 'every planner crew again');
    expect(await foundCount(page, t).count(), 'no count once cleared').toBe(0);
    expect(Object.keys(await uiSettings(page)).filter((key) => key.startsWith('listFilters:')), 'nothing kept once cleared').toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
