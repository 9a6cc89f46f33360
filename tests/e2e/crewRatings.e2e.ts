import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, expectNoErrorState, loggedInPhone, section, type Texts } from './demo';
import { openBrowser, selectTab, keepScreenshot } from './browser';
import { uniqueSuffix } from './apiWrites';

/**
 * A planner rates a crew member's work on a past project with stars and a comment, and sees "my rating" and the crew
 * profile's average follow. The demo keeps a crew item for this file alone: Dana's rigging on the Aurora spring
 * edition (project 1011, "Rigging crew", long past); no other file rates Dana or counts her ratings.
 */

interface List<T> { items: T[] }
interface Project { number: string; myRating: { average: number | null; count: number } }
interface CrewItem {
  id: number; function: string; crew: { name: string }; person: { personId: number; name: string } | null;
  myRating: number | null; canRate: boolean;
}
interface RelatedPerson { id: number; ratingAverage: number | null; ratingCount: number }
interface Rating { score: number; comment: string | null; crewItemId: number | null }

const projectNumber = '1011';
const crewName = 'Rigging crew';

/** A score as the `stars` format shows it in English: `★★★★☆ 4.33 of 5`. */
const starsText = (t: Texts, score: number) => {
  const full = Math.round(score);
  return `${'★'.repeat(full)}${'☆'.repeat(5 - full)} ${t('rating.starsOf', { score: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(score), max: 5 })}`;
};

/** The crew profile's average rating section, once it shows `text`. */
async function expectAverage(page: Page, t: Texts, personId: number, average: number, count: number): Promise<void> {
  await page.goto(`/crew-profile/${personId}`);
  await page.getByRole('heading', { name: t('crewProfile.title'), level: 1 }).waitFor();
  const averageSection = section(page, t('crewProfile.averageRating'));
  await averageSection.getByText(starsText(t, average), { exact: true }).waitFor();
  await averageSection.getByText(t('crewProfile.ratingCount', { ratingCount: count }), { exact: true }).waitFor();
  await expectNoErrorState(page);
}

describe('rating crew on a past project', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("lets a planner rate a crew member's work with stars and a comment, and shows my rating and the profile's new average", async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const crewItems = async () => (await api<List<CrewItem>>(bearer, `/projects/${projectNumber}/projectCrewItems`)).items;
    const item = (await crewItems()).find((one) => one.crew.name === crewName);
    expect(item, 'the demo crew item this file rates').toMatchObject({ canRate: true, myRating: null });
    const person = item!.person!;
    expect((await api<Project>(bearer, `/projects/${projectNumber}`)).myRating).toEqual({ average: null, count: 0 });
    const before = (await api<List<RelatedPerson>>(bearer, '/personsClientRelated')).items.find((one) => one.id === person.personId)!;
    expect(before.ratingCount, `${person.name} is rated already`).toBeGreaterThan(0);

    // Before: the profile's average.
    await expectAverage(page, t, person.personId, before.ratingAverage!, before.ratingCount);
    await keepScreenshot(page, 'crew-rating-profile-before.png', { fullPage: true });

    // The project: not rated by this planner yet.
    await page.goto(`/projects/${projectNumber}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await section(page, t('project.myRating')).getByText(t('project.notRated')).waitFor();
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
    const card = section(page, t('project.crewItems')).getByTestId('item-card').filter({ hasText: crewName });
    await card.getByRole('button', { name: t('project.rate') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('crewProfile.ratingType')).click();
    await page.getByRole('option').first().click();
    // Three stars from the keyboard: the first star focused, then two steps right (each step picks the star).
    const stars = dialog.getByRole('radiogroup', { name: t('crewProfile.score') });
    await stars.getByRole('radio', { name: t('rating.starLabel', { score: 1, max: 5 }) }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stars.getByRole('radio', { name: t('rating.starLabel', { score: 3, max: 5 }) }).isChecked()).toBe(true);
    const comment = `Rigged the truss safely e2e ${uniqueSuffix()}`;
    await dialog.getByLabel(t('crewProfile.comment')).fill(comment);
    await keepScreenshot(page, 'crew-rating-form.png', { fullPage: true });
    await dialog.getByRole('button', { name: t('crewProfile.saveRating') }).click();
    await page.getByText(t('crewProfile.rated')).first().waitFor();

    // The crew item shows my rating; the server kept the stars, the comment and the crew item.
    await card.getByText(t('project.myRatingFlag', { myRating: 3 }), { exact: true }).waitFor();
    const rated = (await api<List<Rating>>(bearer, `/crewMember/${person.personId}/crewRatings`)).items.filter((one) => one.comment === comment);
    expect(rated).toEqual([expect.objectContaining({ score: 3, crewItemId: item!.id })]);
    expect((await crewItems()).find((one) => one.id === item!.id)).toMatchObject({ myRating: 3 });
    await keepScreenshot(page, 'crew-rating-crew-items.png', { fullPage: true });

    // The project's my rating: the average of this planner's ratings on it.
    await selectTab(page, page.getByRole('tab', { name: t('project.tabProject') }));
    const myRating = section(page, t('project.myRating'));
    await myRating.getByText(starsText(t, 3), { exact: true }).waitFor();
    expect(await myRating.getByText(t('project.notRated')).count()).toBe(0);
    expect((await api<Project>(bearer, `/projects/${projectNumber}`)).myRating).toEqual({ average: 3, count: 1 });
    await expectNoErrorState(page);
    await keepScreenshot(page, 'crew-rating-project.png', { fullPage: true });

    // After: the profile's average takes the new rating in.
    const average = Math.round(((before.ratingAverage! * before.ratingCount + 3) / (before.ratingCount + 1)) * 100) / 100;
    expect(average, 'the new average differs from the old one').not.toBe(before.ratingAverage);
    await expectAverage(page, t, person.personId, average, before.ratingCount + 1);
    await section(page, t('crewProfile.ratings')).getByText(comment).waitFor();
    await keepScreenshot(page, 'crew-rating-profile-after.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says "Profile not found" for a person who is not there, with nothing of a profile and nothing to rate', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const missing = 999_999;
    expect((await api<List<RelatedPerson>>(bearer, '/personsClientRelated')).items.some((one) => one.id === missing)).toBe(false);
    await page.goto(`/crew-profile/${missing}`);
    await page.getByRole('heading', { name: t('crewProfile.title'), level: 1 }).waitFor();
    await page.getByText(t('errors.profileNotFound'), { exact: true }).waitFor();
    await expectNoErrorState(page);
    expect(await page.getByRole('button', { name: t('crewProfile.rate') }).count()).toBe(0);
    expect(await section(page, t('crewProfile.ratings')).count()).toBe(0);
    expect(await section(page, t('crewProfile.functions')).count()).toBe(0);
    await keepScreenshot(page, 'crew-profile-not-found.png', { fullPage: true });
    // The browser logs the api's 404 for the missing person; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes(`/api/v1/crewMember/${missing}/`))).toEqual([]);
    await page.context().close();
  });
});
