import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PayrollItem, WorkedHours } from '../../src/ground/contract';
import { openBrowser, openPhonePage, settle, keepScreenshot } from './browser';
import { api, claimsOf, section, signIn, textIn, token, uniqueName, type List } from './demo';
import { dayOf } from './suiteClock';
import { crewLogin, newConfirmedJob, newCrew, type Job, type OwnCrew } from './ownCrewJobs';
import { farFromVenue, fixesOnSuiteClock, nearVenue } from './venuePosition';

/**
 * Hours to pay (issue 37, the journey "hours to pay"): the crew member checks in and out on a crew of this file's own
 * (chiefed by chief@demo.test) and sees worked beside planned on the crew page; the chief confirms the day; the
 * accountant approves it with the company's rounding (15 minutes, the default); the crew member finds the payroll item
 * on their payroll and confirms it. A check-in far from the venue is refused with the distance said.
 *
 * The suite's clock is fixed (T): the phone checks in at T less 7 h 50 min (or at the start of T's day, when that is
 * later) and checks out at T plus 4 minutes (the server takes a check up to 5 minutes ahead of its clock), by moving the
 * page's clock; the position fixes carry the page's clock, as on a real phone.
 */

const chiefLogin = 'chief@demo.test';
const accountantLogin = 'accountant@demo.test';


/** Hours as the English texts write them. */
const hoursText = (hours: number) => new Intl.NumberFormat('en').format(hours);
/** The hours paid for worked hours at the company's default rounding: the nearest 15 minutes, a half up. */
const roundedToQuarter = (hours: number) => Math.floor((Math.round(hours * 60) / 15) + 0.5) * 15 / 60;

describe('hours to pay: check-in, confirm, approve, payroll item', () => {
  const clock = () => new Date(inject('clock'));
  let browser: Browser;
  let crew: OwnCrew;
  let farCrew: OwnCrew;
  let job: Job;
  let crewBearer: string;
  const dayOfCrew = async (): Promise<WorkedHours> => {
    const days = (await api<List<WorkedHours>>(crewBearer, `/projectCrews/${crew.id}/workedHours`)).items;
    expect(days, 'the one day of the crew member on the crew').toHaveLength(1);
    return days[0]!;
  };

  async function phone(login: string, where: OwnCrew | null, position = nearVenue): Promise<{ page: Page; problems: string[] }> {
    const opened = await openPhonePage(browser, where ? { geolocation: position(where), permissions: ['geolocation'] } : {});
    await opened.page.addInitScript(fixesOnSuiteClock);
    await signIn(opened.page, login);
    return opened;
  }

  beforeAll(async () => {
    crewBearer = await token(crewLogin);
    const chief = claimsOf(await token(chiefLogin)).loginData.person.id;
    browser = await openBrowser();
    crew = await newCrew('Worked hours crew', { crewChiefId: chief });
    job = await newConfirmedJob(crew, { function: uniqueName('Hours stagehand'), day: dayOf(inject('clock')), startTime: '08:00', endTime: '16:00' });
    farCrew = await newCrew('Far check-in crew');
    await newConfirmedJob(farCrew, { function: uniqueName('Far stagehand'), day: dayOf(inject('clock')) });
    expect(await dayOfCrew()).toMatchObject({ id: null, state: 'notWorked', plannedHours: 8, crewItemId: job.id });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('checks in and out near the venue and shows worked beside planned on the crew page', async () => {
    const t = textIn('en');
    const { page, problems } = await phone(crewLogin, crew);
    const dayStart = new Date(`${dayOf(inject('clock'))}T00:00:00Z`).getTime();
    const checkInAt = new Date(Math.max(dayStart, clock().getTime() - (7 * 60 + 50) * 60_000));
    await page.clock.setFixedTime(checkInAt);
    await page.goto(`/crews/${crew.id}/check-in`);
    await page.getByText(/Within the check-in area/).waitFor();
    await settle(page);
    await page.getByRole('button', { name: t('checkIn.checkInButton'), exact: true }).click();
    await page.getByText(t('checkIn.checkedIn'), { exact: true }).waitFor();
    await expect.poll(async () => (await dayOfCrew()).state).toBe('checkedIn');

    await page.clock.setFixedTime(new Date(clock().getTime() + 4 * 60_000));
    await page.getByRole('button', { name: t('checkIn.checkOutButton'), exact: true }).click();
    await page.getByText(t('checkIn.checkedOut'), { exact: true }).waitFor();
    const worked = await dayOfCrew();
    expect(worked).toMatchObject({ state: 'toConfirm', startedAt: checkInAt.toISOString(), breakMinutes: 0, missingCheckOut: false });
    expect(worked.workedHours).toBeGreaterThan(0);

    await page.goto(`/crews/${crew.id}`);
    const hours = section(page, t('hours.sectionTitle'));
    const card = hours.getByTestId('item-card');
    await card.getByText(t('hours.planned', { value: '8' })).waitFor();
    await card.getByText(t('hours.worked', { value: hoursText(worked.workedHours!) })).waitFor();
    await card.getByText(t('hours.states.toConfirm')).waitFor();
    // A member confirms nothing: that is the chief's.
    expect(await card.getByRole('button', { name: t('hours.confirm') }).count()).toBe(0);
    await settle(page);
    await keepScreenshot(page, 'worked-hours-crew.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the crew chief confirm the day on the crew page', async () => {
    const t = textIn('nl');
    const { page, problems } = await phone(chiefLogin, null);
    await page.goto(`/crews/${crew.id}`);
    const card = section(page, t('hours.sectionTitle')).getByTestId('item-card');
    await card.getByText(t('hours.states.toConfirm')).waitFor();
    await card.getByRole('button', { name: t('hours.confirm') }).click();
    await page.getByText(t('hours.confirmed')).first().waitFor();
    await card.getByText(t('hours.states.confirmed')).waitFor();
    expect(await dayOfCrew()).toMatchObject({ state: 'confirmed', confirmedBy: { id: claimsOf(await token(chiefLogin)).loginData.person.id } });
    await settle(page);
    await keepScreenshot(page, 'worked-hours-chief.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the accountant approve the day with 15-minute rounding, into a payroll item', async () => {
    const t = textIn('en');
    const { page, problems } = await phone(accountantLogin, null);
    await page.goto('/worked-hours');
    await page.getByRole('heading', { name: t('hours.title'), exact: true, level: 1 }).waitFor();
    const card = page.getByTestId('item-card').filter({ hasText: crew.name });
    await card.getByText(t('hours.states.confirmed')).waitFor();
    await settle(page);
    await keepScreenshot(page, 'worked-hours-office.png');
    await card.getByRole('button', { name: t('hours.approveDay') }).click();
    await page.getByRole('dialog').filter({ hasText: t('hours.approveDayQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('hours.approvedToast')).first().waitFor();
    await expect.poll(async () => (await dayOfCrew()).state).toBe('approved');
    const approved = await dayOfCrew();
    expect(approved.approvedHours).toBe(roundedToQuarter(approved.workedHours!));
    expect(approved.payrollItemId).not.toBeNull();
    // Approved, the day has left the first tab: it shows under Approved with its hours paid.
    await page.getByRole('tab', { name: t('hours.tabApproved') }).click();
    await page.getByTestId('item-card').filter({ hasText: crew.name })
      .getByText(t('hours.approved', { value: hoursText(approved.approvedHours!) })).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the crew member the payroll item on their payroll, and they confirm it', async () => {
    const t = textIn('en');
    const approved = await dayOfCrew();
    const item = await api<PayrollItem>(crewBearer, `/payrollItems/${approved.payrollItemId}`);
    expect(item).toMatchObject({ hours: approved.approvedHours, status: 'toConfirm', crewItemId: job.id });
    const { page, problems } = await phone(crewLogin, null);
    await page.goto(`/payrolls/${item.payrollId}`);
    const line = page.getByText(item.description).first();
    await line.waitFor();
    await line.click();
    await page.waitForURL(new RegExp(`/payroll-items/${item.id}$`));
    await page.getByRole('button', { name: t('payrollItems.confirm') }).click();
    await page.getByRole('dialog').filter({ hasText: t('payrollItems.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('payrollItems.confirmed')).first().waitFor();
    await expect.poll(async () => (await api<PayrollItem>(crewBearer, `/payrollItems/${item.id}`)).status).toBe('confirmed');
    await settle(page);
    await keepScreenshot(page, 'worked-hours-payroll-item.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses a check-in far from the venue, saying the distance', async () => {
    const t = textIn('en');
    const { page, problems } = await phone(crewLogin, farCrew, farFromVenue);
    await page.goto(`/crews/${farCrew.id}/check-in`);
    const refusal = page.getByTestId('check-in-too-far');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(t('hours.tooFar', { distance: '5.6 km', radius: '250 m' }));
    expect(await page.getByRole('button', { name: t('checkIn.checkInButton'), exact: true }).isDisabled()).toBe(true);
    await settle(page);
    await keepScreenshot(page, 'worked-hours-too-far.png');
    // The server refuses it too, whatever the page does.
    const refused = await fetch(`${inject('baseUrl')}/api/v1/projectCrews/${farCrew.id}/liveLocations`, {
      method: 'POST', headers: { Authorization: `Bearer ${crewBearer}`, Type: 'MOBILE', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...farFromVenue(farCrew), recordedAt: inject('clock'), check: 'checkIn' }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^You are 5\.\d km from the location/);
    expect((await api<{ myChecks: unknown[] }>(crewBearer, `/projectCrews/${farCrew.id}`)).myChecks).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
