import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CrewFunction, Person, PublicProfileSettings } from '../../src/ground/contract';
import { seriousFindings } from './accessibilityFindings';
import { keepScreenshot, openBrowser, openPhonePage, settle } from './browser';
import { api, claimsOf, section, signIn, textIn, uniqueName, watchedPhonePage, type List } from './demo';

/**
 * A crew member makes a public profile of some parts on their own profile, hands out its link, and a browser that
 * never logged in sees exactly those parts (never their phone or e-mail); once they turn it off, the same link says
 * "Profile not found". The file's data: the public profile of Dana (chief@demo.test), which no other file changes.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a public profile', () => {
  it('shows a logged-out reader the parts its person chose, and nothing once it is off', async () => {
    const { page, problems } = await watchedPhonePage(browser, ['clipboard-read', 'clipboard-write']);
    const bearer = await signIn(page, 'chief@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const personId = claimsOf(bearer).loginData.person.id;
    const [person, functions] = await Promise.all([
      api<Person>(bearer, `/persons/${personId}`), api<List<CrewFunction>>(bearer, `/crewMember/${personId}/crewFunctions`),
    ]);
    expect(functions.items.length).toBeGreaterThan(0);
    const about = uniqueName('Rigger on tour');

    await page.goto('/profile');
    const choice = section(page, t('profile.sectionPublicProfile'));
    await choice.getByRole('button', { name: t('profile.editPublicProfile') }).click();
    const dialog = page.getByRole('dialog', { name: t('profile.editPublicProfile') });
    await dialog.getByLabel(t('profile.publicProfileOn')).check();
    await dialog.getByLabel(t('profile.publicProfilePicture')).check();
    await dialog.getByLabel(t('profile.publicProfileFunctions')).check();
    await dialog.getByLabel(t('profile.publicProfileAbout')).fill(about);
    await keepScreenshot(page, 'public-profile-choice.png');
    await dialog.getByRole('button', { name: t('profile.savePublicProfile') }).click();
    await page.getByText(t('profile.publicProfileSaved')).first().waitFor();
    await choice.getByText(about).waitFor();
    await choice.getByRole('button', { name: t('profile.copyPublicProfileLink') }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/public-profile\/\d+$/);
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe((await api<PublicProfileSettings>(bearer, `/persons/${personId}/publicProfile`)).url);
    // Read again without the toasts on top, whose close buttons are not this file's to judge.
    await page.reload();
    await choice.getByRole('button', { name: t('profile.openPublicProfile') }).waitFor();
    await settle(page);
    expect(await seriousFindings(page)).toEqual([]);
    await keepScreenshot(page, 'public-profile-on.png', { fullPage: true });

    const reader = await openPhonePage(browser, {}, { fresh: true });
    await reader.page.goto(url);
    await reader.page.getByRole('heading', { name: textIn('en')('publicProfile.title'), level: 1 }).waitFor();
    await settle(reader.page);
    await reader.page.getByText(person.name, { exact: true }).waitFor();
    await reader.page.getByText(about).waitFor();
    const shownFunctions = section(reader.page, textIn('en')('publicProfile.functions'));
    for (const one of functions.items) await shownFunctions.getByText(one.function, { exact: true }).waitFor();
    await section(reader.page, textIn('en')('publicProfile.picture')).getByRole('img').waitFor();
    const body = (await reader.page.locator('body').textContent()) ?? '';
    for (const secret of [person.phone, person.email, person.street]) {
      expect(secret).toBeTruthy();
      expect(body).not.toContain(secret);
    }
    for (const hidden of ['publicProfile.skills', 'publicProfile.rating']) {
      expect(await section(reader.page, textIn('en')(hidden)).count(), hidden).toBe(0);
    }
    expect(await reader.page.getByRole('navigation').count()).toBe(0);
    expect(await seriousFindings(reader.page)).toEqual([]);
    await keepScreenshot(reader.page, 'public-profile.png', { fullPage: true });

    await choice.getByRole('button', { name: t('profile.editPublicProfile') }).click();
    await dialog.getByLabel(t('profile.publicProfileOn')).uncheck();
    await dialog.getByRole('button', { name: t('profile.savePublicProfile') }).click();
    await page.getByText(t('profile.publicProfileSaved')).first().waitFor();
    await choice.getByRole('button', { name: t('profile.copyPublicProfileLink') }).waitFor({ state: 'detached' });
    await reader.page.reload();
    await reader.page.getByText(textIn('en')('errors.profileNotFound')).waitFor();
    expect(await reader.page.getByText(person.name, { exact: true }).count()).toBe(0);
    await keepScreenshot(reader.page, 'public-profile-off.png', { fullPage: true });
    expect(problems).toEqual([]);
    expect(reader.problems).toEqual([]);
  });
});
