import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import type { Project } from '../../src/ground/contract/projects';
import { keepScreenshot, openBrowser, settle } from './browser';
import { api, expectNoErrorState, loggedInPhone, openScreen, section, type List } from './demo';
import { post, uniqueSuffix } from './apiWrites';
import { pngFile } from './pngFile';
import { addDays, dayOf } from './suiteClock';

/**
 * A project manager holding projects.EDIT_PROJECT_LOGO gives a project a logo on a phone: uploads it on the project
 * page, sees it there and on the project's card in the projects list, and removes it again. The file's data: a
 * project it makes through the api (named uniquely, far ahead so that it heads the list of ongoing projects).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether a picture has been drawn from its bytes (an `<img>` that failed or waits has no natural width). */
const drawn = (picture: Locator) => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe("a project's logo", () => {
  it('is uploaded on the project page, shown there and on its card, and removed', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'pm@demo.test');
    const companies = (await api<List<{ name: string }>>(bearer, '/companies')).items;
    const later = addDays(dayOf(inject('clock')), 800);
    const project = await post<Project>(bearer, '/projects', {
      company: companies[0]!.name, clientMark: 'LOGO', name: `Logo launch ${uniqueSuffix()}`, beginDate: later, endDate: addDays(later, 1),
    });
    const logoPng = pngFile(`logo-${uniqueSuffix()}.png`, 120, (x, y) => (x < 60 === y < 60 ? [11, 114, 133] : [255, 212, 59]));

    await openScreen(page, `/projects/${project.number}`, t('project.title'));
    const noLogo = section(page, t('project.logo'));
    await noLogo.getByText(t('project.noLogo')).waitFor();
    await noLogo.getByRole('button', { name: t('project.uploadLogo') }).click();
    const dialog = page.getByRole('dialog', { name: t('project.uploadLogo') });
    await dialog.locator('input[type="file"]').setInputFiles(logoPng);
    await expect.poll(() => dialog.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    await dialog.getByRole('button', { name: t('project.uploadLogoSubmit'), exact: true }).click();
    await page.getByText(t('project.logoUploaded')).first().waitFor();
    const logo = section(page, t('project.logo'));
    const shown = logo.getByRole('img');
    await shown.waitFor();
    await expect.poll(() => drawn(shown)).toBe(true);
    await logo.getByRole('button', { name: t('project.replaceLogo') }).waitFor();
    await settle(page);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-logo.png');

    await openScreen(page, '/projects', t('projects.title'));
    const card = page.getByTestId('item-card').filter({ hasText: project.name });
    const avatar = card.getByRole('img', { name: project.name });
    await avatar.waitFor();
    await expect.poll(() => drawn(avatar)).toBe(true);
    await settle(page);
    await keepScreenshot(page, 'projects-logo-card.png');

    await openScreen(page, `/projects/${project.number}`, t('project.title'));
    await section(page, t('project.logo')).getByRole('button', { name: t('project.removeLogo') }).click();
    await page.getByRole('dialog').getByText(t('project.removeLogoQuestion')).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('project.logoRemoved')).first().waitFor();
    await section(page, t('project.logo')).getByText(t('project.noLogo')).waitFor();
    expect(await section(page, t('project.logo')).getByRole('img').count()).toBe(0);
    expect((await api<Project>(bearer, `/projects/${project.number}`)).logo).toBeNull();
    await settle(page);
    await keepScreenshot(page, 'project-logo-removed.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
