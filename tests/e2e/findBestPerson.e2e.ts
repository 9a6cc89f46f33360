import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, loggedInPhone, section, send, token, freeDayOf, type List } from './demo';
import { openBrowser, selectTab, keepScreenshot } from './browser';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newCrew, type Job, type OwnCrew } from './ownCrewJobs';

/**
 * Find best person (section 2, projects): the planner opens the panel on an open crew item, ranks the crew members
 * by a method of GET /findBestMethods, sees why each stands where it does, and requests the best one; the crew member
 * then finds the request among their jobs to confirm. The file owns its data: a crew of its own on project 1006 (made
 * through the api, uniquely named) with one open Rigger position on a day crew@demo.test is free. Sam Crew is the only
 * crew member with the function Rigger, so he ranks first by every method.
 */

const plannerLogin = 'planner@demo.test';
const projectNumber = '1006';

interface BestPerson {
  rank: number; personId: number; name: string; available: boolean; functionMatch: boolean;
  rating: number | null; ratingCount: number; distanceKm: number | null;
}

describe('a planner finds the best person for an open crew item and requests them; the crew member sees the request', () => {
  let browser: Browser;
  let crew: OwnCrew;
  let crewItemId: number;
  let day: string;
  let samId: number;

  beforeAll(async () => {
    browser = await openBrowser();
    samId = claimsOf(await token(crewLogin)).loginData.person.id;
    day = await freeDayOf(crewLogin, addDays(dayOf(inject('clock')), 45));
    crew = await newCrew('Find best crew');
    const opened = await send<List<{ id: number }>>(await token(plannerLogin), 'POST', `/projects/${projectNumber}/projectCrewItems`, {
      crewId: crew.id, function: 'Rigger', startDate: day, endDate: day, startTime: '08:00', endTime: '16:00', amount: 1,
    }, 201);
    crewItemId = opened.items[0]!.id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('ranks, explains and requests in the panel; the crew item then has Sam, requested', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, plannerLogin);
    const ranked = (await api<List<BestPerson>>(bearer, `/projectCrewItems/${crewItemId}/bestPersons?method=availability`)).items;
    expect(ranked[0], 'Sam, free and a rigger, ranks first').toMatchObject({ rank: 1, personId: samId, available: true, functionMatch: true });
    const sam = ranked[0]!;

    await page.goto(`/projects/${projectNumber}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
    const card = section(page, t('project.crewItems')).getByTestId('item-card').filter({ hasText: crew.name });
    await card.getByText(t('project.vacant')).waitFor();
    await card.getByRole('button', { name: t('findBestPerson.find') }).click();

    const panel = page.getByRole('dialog', { name: t('findBestPerson.title') });
    await panel.getByTestId('item-card').first().waitFor();
    // The panel says which method ranked: the server's default (rating) until another is picked.
    await panel.getByRole('status').filter({ hasText: t('findBestPerson.rankedBy.rating') }).waitFor();
    // The method comes from GET /findBestMethods, in the planner's language.
    await panel.getByRole('button', { name: t('listFilters.title') }).click();
    await panel.getByLabel(t('findBestPerson.method'), { exact: true }).click();
    await page.getByRole('option', { name: t('findBestPerson.methods.availability') }).click();
    await panel.getByRole('status').filter({ hasText: t('findBestPerson.rankedBy.availability') }).waitFor();
    expect(await panel.getByText(t('findBestPerson.rankedBy.rating')).count()).toBe(0);
    const first = panel.getByTestId('item-card').first();
    await first.getByText(`1. ${sam.name}`).waitFor();
    // Why Sam stands first: available, senior or medior in the function, his rating and his distance to the venue.
    await first.getByText(t('findBestPerson.availability.true')).waitFor();
    await first.getByText(t('findBestPerson.levels.medior')).waitFor();
    await first.getByText(t('findBestPerson.rating', { rating: String(sam.rating), ratingCount: sam.ratingCount })).waitFor();
    await first.getByText(t('findBestPerson.distance', { distanceKm: String(sam.distanceKm) })).waitFor();
    // Everyone else lacks the function, and the card says so.
    await expect.poll(() => panel.getByTestId('item-card').count()).toBe(ranked.length);
    await panel.getByTestId('item-card').nth(1).getByText(t('findBestPerson.noFunction')).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'find-best-person-panel.png');

    await first.getByRole('button', { name: t('findBestPerson.request') }).click();
    await page.getByRole('dialog').filter({ hasText: t('findBestPerson.requestQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('findBestPerson.requested')).waitFor();
    await panel.waitFor({ state: 'detached' });
    // The crew item now names Sam, no longer open: no find button on it.
    await card.getByText(sam.name).waitFor();
    await card.getByText(t('positionStatus.requested')).waitFor();
    expect(await card.getByRole('button', { name: t('findBestPerson.find') }).count()).toBe(0);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'find-best-person-requested.png', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('shows the request to crew@demo.test among his jobs to confirm', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, crewLogin);
    const job = await api<Job>(bearer, `/jobs/${crewItemId}`);
    expect(job).toMatchObject({ status: 'requested', period: 'toConfirm', toConfirm: true, function: 'Rigger', startDate: day });
    await page.goto('/jobs');
    await page.getByRole('heading', { name: t('jobs.title'), exact: true, level: 1 }).waitFor();
    await selectTab(page, t('jobs.toConfirm'));
    const card = page.getByTestId('item-card').filter({ has: page.locator(`a[href="/jobs/${crewItemId}"]`) });
    await card.getByText(job.project.name).waitFor();
    await card.getByText(t('positionStatus.requested')).waitFor();
    await card.click();
    await page.waitForURL(`${inject('baseUrl')}/jobs/${crewItemId}`);
    await page.getByText('Rigger').first().waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'find-best-person-crew-job.png', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
