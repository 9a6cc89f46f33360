import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ProjectCrew } from '../../src/ground/contract';
import { openBrowser, openPhonePage, settle, keepScreenshot } from './browser';
import { api, claimsOf, send, signIn, textIn, token, uniqueName } from './demo';
import { dayOf } from './suiteClock';
import { crewLogin, newConfirmedJob, newCrew, type OwnCrew } from './ownCrewJobs';
import { fixesOnSuiteClock, nearVenue } from './venuePosition';

/** The tests, each on a crew of its own: a check changes the check-in state of its crew only. */
const uses = ['checkIn', 'checkOut', 'offline', 'refused'] as const;
type Use = (typeof uses)[number];


describe('a crew member checks in and out on a phone', () => {
  const t = textIn('en');
  let browser: Browser;
  const crews = {} as Record<Use, OwnCrew>;
  let bearer: string;
  const crewState = async (use: Use) => api<ProjectCrew>(bearer, `/projectCrews/${crews[use].id}`);

  /** A phone page of the crew member, logged in; at the crew's venue with the location granted unless `refused`. */
  async function phoneAt(use: Use): Promise<{ page: Page; problems: string[] }> {
    const where = use === 'refused' ? {} : { geolocation: nearVenue(crews[use]), permissions: ['geolocation'] };
    const opened = await openPhonePage(browser, where);
    await opened.page.addInitScript(fixesOnSuiteClock);
    await signIn(opened.page, crewLogin);
    return opened;
  }

  beforeAll(async () => {
    bearer = await token(crewLogin);
    expect(claimsOf(bearer).loginData.language).toBe('en');
    browser = await openBrowser();
    // Each crew: new, at a venue with coordinates, with a confirmed job of the crew member today, no check on it yet.
    for (const use of uses) {
      crews[use] = await newCrew(`Check-in crew (${use})`);
      await newConfirmedJob(crews[use], { function: uniqueName('Check-in stagehand'), day: dayOf(inject('clock')) });
      const crew = await crewState(use);
      expect(crew, use).toMatchObject({ myRole: 'member', checkIn: { state: 'notCheckedIn' }, myChecks: [] });
      expect(crew.checkInRadiusMeters, 'the check-in radius').toBeGreaterThanOrEqual(100);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the crew, the venue and the distance within the radius, and checks in', async () => {
    const { page, problems } = await phoneAt('checkIn');
    await page.goto(`/crews/${crews.checkIn.id}/check-in`);
    await page.getByRole('heading', { name: t('checkIn.titleCheckIn'), level: 1 }).waitFor();
    await page.getByText(crews.checkIn.name).first().waitFor();
    await page.getByText(/You are \d+ m from the venue/).waitFor();
    await page.getByText(/Within the check-in area/).waitFor();
    await page.getByText(t('checkIn.stateNotCheckedIn')).waitFor();
    await settle(page);
    await keepScreenshot(page, 'check-in.png');
    await page.getByRole('button', { name: t('checkIn.checkInButton'), exact: true }).click();
    await page.getByText(t('checkIn.checkedIn'), { exact: true }).waitFor();
    await page.getByText(/Checked in since/).waitFor();
    const after = await crewState('checkIn');
    expect(after.checkIn.state).toBe('checkedIn');
    expect(after.myChecks).toHaveLength(1);
    expect(after.myChecks[0]!.kind).toBe('checkIn');
    expect(after.myChecks[0]!.latitude).toBeCloseTo(nearVenue(crews.checkIn).latitude, 5);
    // Checked in, the position is shared with the crew while the page is open.
    await page.getByText(/Last shared/).waitFor();
    expect(await page.getByText(t('checkIn.shareFailed')).count()).toBe(0);
    await page.getByRole('button', { name: t('checkIn.checkOutButton'), exact: true }).waitFor();
    await keepScreenshot(page, 'check-in-done.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('checks out on the check-out page after a check-in', async () => {
    // Checked in through the api first, at the suite's moment near the venue.
    await send(bearer, 'POST', `/projectCrews/${crews.checkOut.id}/liveLocations`,
      { ...nearVenue(crews.checkOut), recordedAt: inject('clock'), check: 'checkIn' }, 201);
    expect((await crewState('checkOut')).checkIn.state).toBe('checkedIn');
    const { page, problems } = await phoneAt('checkOut');
    await page.goto(`/crews/${crews.checkOut.id}/check-out`);
    await page.getByRole('heading', { name: t('checkIn.titleCheckOut'), level: 1 }).waitFor();
    await page.getByText(/Within the check-in area/).waitFor();
    await settle(page);
    await page.getByRole('button', { name: t('checkIn.checkOutButton'), exact: true }).click();
    await page.getByText(t('checkIn.checkedOut'), { exact: true }).waitFor();
    await page.getByText(/Checked out at/).waitFor();
    const after = await crewState('checkOut');
    expect(after.checkIn.state).toBe('checkedOut');
    expect(after.myChecks.map((check) => check.kind)).toEqual(['checkIn', 'checkOut']);
    await page.getByText(t('checkIn.notCheckedInYet')).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a check-in made offline, shows it waiting, and sends it when back online', async () => {
    const { page, problems } = await phoneAt('offline');
    const context = page.context();
    await page.goto(`/crews/${crews.offline.id}/check-in`);
    await page.getByText(/Within the check-in area/).waitFor();
    await settle(page);
    await context.setOffline(true);
    await page.getByText(t('checkIn.offline')).waitFor();
    await page.getByRole('button', { name: t('checkIn.checkInButton'), exact: true }).click();
    await page.getByText(t('checkIn.waitingToBeSent')).waitFor();
    expect(await page.getByTestId('pending-check').count()).toBe(1);
    await keepScreenshot(page, 'check-in-offline.png');
    expect((await crewState('offline')).myChecks).toEqual([]);
    // The next check counts the one waiting.
    await page.getByRole('button', { name: t('checkIn.checkOutButton'), exact: true }).waitFor();
    await context.setOffline(false);
    await page.getByText(t('checkIn.waitingToBeSent')).waitFor({ state: 'detached' });
    const after = await crewState('offline');
    expect(after.checkIn.state).toBe('checkedIn');
    expect(after.myChecks.map((check) => check.kind)).toEqual(['checkIn']);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingChecks'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says on the crew page why the location is needed before the browser has asked, with a button that asks', async () => {
    const { page, problems } = await phoneAt('refused');
    await page.goto(`/crews/${crews.refused.id}`);
    await page.getByText(t('handOffs.locationWhy')).waitFor();
    await page.getByRole('button', { name: t('handOffs.allowLocation') }).waitFor();
    // The settings are named only once the person has refused.
    expect(await page.getByText(t('home.geolocationWarning')).count()).toBe(0);
    await keepScreenshot(page, 'crew-location-why.png');
    // Once the location is allowed, the notice goes (the button's asking is walked on home, phoneHandOffs.e2e.ts).
    await page.context().grantPermissions(['geolocation']);
    await page.getByText(t('handOffs.locationWhy')).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says clearly when the location is refused, and offers no check', async () => {
    const { page, problems } = await phoneAt('refused');
    await page.goto(`/crews/${crews.refused.id}/check-in`);
    await page.getByText(t('checkIn.refused')).waitFor();
    await page.getByRole('button', { name: t('checkIn.tryAgain') }).waitFor();
    await settle(page);
    expect(await page.getByRole('button', { name: t('checkIn.checkInButton'), exact: true }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'check-in-refused.png');
    expect((await crewState('refused')).myChecks).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
