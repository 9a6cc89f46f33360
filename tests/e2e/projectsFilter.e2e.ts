import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, expectNoErrorState, loggedInPhone, openScreen, type List } from './demo';
import { openBrowser, keepScreenshot } from './browser';

interface ProjectCard { number: string; name: string }

/**
 * The projects list's one filter control (a row of selects for whose × state × period, in place of three rows of
 * tabs) on a phone: every choice readable (no cut texts), and a pick switches what is listed. Reads only.
 */
describe('the projects filter on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('picks whose, state and period in one row, none cut, and lists what the pick asks the server for', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const listed = async (query: string) => (await api<List<ProjectCard>>(bearer, `/projects?${query}`)).items.map((project) => project.name);
    const ongoing = await listed('tab=all&closed=false&period=ongoing');
    const past = await listed('tab=all&closed=false&period=past');
    expect(ongoing.length, 'ongoing projects').toBeGreaterThan(0);
    expect(past.filter((name) => !ongoing.includes(name)).length, 'past projects that are not ongoing').toBeGreaterThan(0);

    await openScreen(page, '/projects', t('projects.title'));
    const selects = page.getByTestId('tabs-picker');
    expect(await selects.count()).toBe(3);
    // One row: the three selects side by side, each as wide as its longest choice needs.
    const boxes = await Promise.all([0, 1, 2].map((index) => selects.nth(index).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size, 'one row').toBe(1);
    const cut = await selects.evaluateAll((elements) => elements.flatMap((element) => {
      const select = element as HTMLSelectElement;
      const probe = document.createElement('span');
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
      document.body.append(probe);
      const room = select.clientWidth - parseFloat(getComputedStyle(select).paddingLeft) - parseFloat(getComputedStyle(select).paddingRight);
      const too = [...select.options].filter((option) => {
        probe.textContent = option.text;
        return probe.getBoundingClientRect().width > room;
      }).map((option) => option.text);
      probe.remove();
      return too;
    }));
    expect(cut, 'choices wider than their select').toEqual([]);
    const cards = page.getByTestId('item-card');
    await expect.poll(async () => (await cards.allTextContents()).filter((text) => ongoing.some((name) => text.includes(name))).length).toBe(Math.min(ongoing.length, await cards.count()));
    await keepScreenshot(page, 'projects-filter.png');

    // Past: the list follows the pick.
    const period = page.getByLabel(t('projects.pickPeriod'), { exact: true });
    await period.selectOption('past');
    const pastOnly = past.find((name) => !ongoing.includes(name))!;
    await cards.filter({ hasText: pastOnly }).first().waitFor();
    await expect.poll(async () => (await cards.allTextContents()).some((text) => text.includes(t('projects.periods.ongoing')))).toBe(false);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'projects-filter-past.png');

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
