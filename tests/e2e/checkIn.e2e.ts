import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CrewItem, ListResponse, ProjectCrew } from '../../src/api/contract';
import { launchBrowser, logIn } from './browser';

const shots = '/tmp/shots';
const crewLogin = 'crew@demo.test';
let token = '';

async function api<T>(path: string): Promise<T> {
  const base = inject('baseUrl');
  if (!token) {
    const login = await fetch(`${base}/api/v1/auth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json', type: 'MOBILE' }, body: JSON.stringify({ username: crewLogin, password: 'demo1234' }),
    });
    token = ((await login.json()) as { token: string }).token;
  }
  const response = await fetch(`${base}/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, type: 'MOBILE' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** An upcoming or current crew of the crew member, at a venue with coordinates, where they have not checked in. */
async function crewToCheckIn(): Promise<ProjectCrew> {
  const jobs = await api<ListResponse<CrewItem>>('/jobs?period=upcoming');
  for (const id of new Set(jobs.items.map((job) => job.crew.id))) {
    const crew = await api<ProjectCrew>(`/projectCrews/${id}`);
    if (crew.location?.latitude != null && crew.checkIn.state === 'notCheckedIn' && crew.myRole === 'member') return crew;
  }
  throw new Error('no upcoming crew with a venue position for crew@demo.test');
}

/** A phone-sized context (390×844); `near` grants the location and puts the device there. */
async function phone(browser: Browser, near: { latitude: number; longitude: number } | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, baseURL: inject('baseUrl'), isMobile: true, hasTouch: true, serviceWorkers: 'block', locale: 'en-GB',
  });
  if (near) {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...near, accuracy: 12 });
  }
  const page = await context.newPage();
  await logIn(page, crewLogin);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page };
}

describe('a crew member checks in and out on a phone', () => {
  let browser: Browser;
  let crew: ProjectCrew;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  const checks = async () => api<ProjectCrew>(`/projectCrews/${crew.id}`);

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
    crew = await crewToCheckIn();
    // About 60 m north of the venue: inside any radius the demo uses.
    ({ context, page } = await phone(browser, { latitude: crew.location!.latitude! + 0.0005, longitude: crew.location!.longitude! }));
    page.on('pageerror', (error) => problems.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the crew, the venue and the distance within the radius, and checks in', async () => {
    await page.goto(`/crews/${crew.id}/check-in`);
    await page.getByRole('heading', { name: 'Check in', level: 1 }).waitFor();
    await page.getByText(crew.name).first().waitFor();
    await page.getByText(/You are \d+ m from the venue/).waitFor();
    await page.getByText(/Within the check-in area/).waitFor();
    await page.getByText('Not checked in').waitFor();
    await page.screenshot({ path: `${shots}/check-in.png` });
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText('Checked in', { exact: true }).waitFor();
    await page.getByText(/Checked in since/).waitFor();
    const after = await checks();
    expect(after.checkIn.state).toBe('checkedIn');
    const last = after.myChecks.at(-1)!;
    expect(last.kind).toBe('checkIn');
    expect(last.latitude).toBeCloseTo(crew.location!.latitude! + 0.0005, 5);
    // Checked in, the position is shared with the crew while the page is open.
    await page.getByText(/Last shared/).waitFor();
    await page.getByRole('button', { name: 'Check out', exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/check-in-done.png` });
  });

  it('checks out on the check-out page', async () => {
    await page.goto(`/crews/${crew.id}/check-out`);
    await page.getByRole('heading', { name: 'Check out', level: 1 }).waitFor();
    await page.getByText(/Within the check-in area/).waitFor();
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    await page.getByText('Checked out', { exact: true }).waitFor();
    await page.getByText(/Checked out at/).waitFor();
    const after = await checks();
    expect(after.checkIn.state).toBe('checkedOut');
    expect(after.myChecks.map((check) => check.kind).slice(-2)).toEqual(['checkIn', 'checkOut']);
    await page.getByText('You are not checked in on this crew yet: check in first.').waitFor();
  });

  it('keeps a check-in made offline, shows it waiting, and sends it when back online', async () => {
    await page.goto(`/crews/${crew.id}/check-in`);
    await page.getByText(/Within the check-in area/).waitFor();
    const before = (await checks()).myChecks.length;
    await context.setOffline(true);
    await page.getByText('You are offline. A check is kept on this phone').waitFor();
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText('Waiting to be sent').waitFor();
    expect(await page.getByTestId('pending-check').count()).toBe(1);
    await page.screenshot({ path: `${shots}/check-in-offline.png` });
    expect((await checks()).checkIn.state).toBe('checkedOut');
    // The next check counts the one waiting.
    await page.getByRole('button', { name: 'Check out', exact: true }).waitFor();
    await context.setOffline(false);
    await page.getByText('Waiting to be sent').waitFor({ state: 'detached' });
    const after = await checks();
    expect(after.checkIn.state).toBe('checkedIn');
    expect(after.myChecks.length).toBe(before + 1);
    expect(await page.evaluate(() => localStorage.getItem('pendingChecks'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('says clearly when the location is refused', async () => {
    const refused = await phone(browser, null);
    await refused.page.goto(`/crews/${crew.id}/check-in`);
    await refused.page.getByText('Location access is blocked for this app.', { exact: false }).waitFor();
    await refused.page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await refused.page.getByRole('button', { name: 'Check out', exact: true }).isDisabled()).toBe(true);
    await refused.page.screenshot({ path: `${shots}/check-in-refused.png` });
    await refused.context.close();
  });
});
