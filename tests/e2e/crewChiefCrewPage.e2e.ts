import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { api, expectNoErrorState, loggedInPhone, section, type List } from './demo';
import { openBrowser, keepScreenshot } from './browser';
import { openSection, sectionToggle } from './sections';
import type { ChiefCrewJob } from './chiefCrews';

interface Crew { id: number; name: string; project: { number: string; name: string }; crewChief: unknown; contactOnSite: unknown; myRole: string }

/** The phone's first screen, in px (the viewport's height). */
const firstScreen = 844;

/** Where a part of the page ends, measured from the top of the page (not scrolled). */
async function bottomOf(part: Locator): Promise<number> {
  const box = await part.boundingBox();
  expect(box, 'the part is drawn').not.toBeNull();
  return box!.y + box!.height;
}

/**
 * The crew chief's crew page on a phone: what a crew chief does most (check in, reach the contacts, see the positions)
 * is on the first screen, the rest in collapsed sections one tap away (whose headings count their records). Reads only: changes no data.
 */
describe("the crew chief's crew page on a phone", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows check-in, contacts and positions on the first screen at 390x844, and opens a collapsed section on a tap', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'chief@demo.test');
    // The chief's upcoming crew with the most positions and a contact on site.
    const jobs = (await api<List<ChiefCrewJob>>(bearer, '/jobs/crewChief')).items.filter((job) => job.period === 'upcoming');
    const crews = await Promise.all(jobs.map((job) => api<Crew>(bearer, `/projectCrews/${job.crewId}`)));
    const crew = crews.filter((one) => one.contactOnSite !== null && one.crewChief !== null)
      .sort((a, b) => jobs.find((job) => job.crewId === b.id)!.counts.total - jobs.find((job) => job.crewId === a.id)!.counts.total)[0];
    expect(crew, 'an upcoming crew of the chief with a contact on site').toBeDefined();
    expect(crew!.myRole).toBe('chief');
    const positions = (await api<List<{ id: number; function: string }>>(bearer, `/projectCrews/${crew!.id}/items`)).items;
    expect(positions.length, 'the crew has positions').toBeGreaterThan(0);

    await page.goto(`/crews/${crew!.id}`);
    await page.getByRole('heading', { name: t('crew.title'), level: 1 }).waitFor();
    const items = section(page, t('crew.sectionItems'));
    await expect.poll(() => items.getByTestId('item-card').count()).toBe(positions.length);
    await expectNoErrorState(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await keepScreenshot(page, 'crew-chief-crew.png');
    await keepScreenshot(page, 'crew-chief-crew-full.png', { fullPage: true });

    // Check in, the contacts and the positions (their heading with their count, and the first) lie within 844 px.
    const checkIn = section(page, t('crew.sectionCheckIn'));
    await checkIn.getByRole('button', { name: t('crew.checkIn') }).waitFor();
    expect(await bottomOf(checkIn), 'check-in').toBeLessThanOrEqual(firstScreen);
    const contacts = section(page, t('crew.sectionContacts'));
    await contacts.getByRole('link', { name: /^\+/ }).first().waitFor();
    expect(await bottomOf(contacts), 'the contacts').toBeLessThanOrEqual(firstScreen);
    // The positions: their heading with their count, and the first of them beginning, on the first screen.
    expect(await sectionToggle(page, t('crew.sectionItems')).textContent()).toBe(`${t('crew.sectionItems')}${positions.length}`);
    expect(await bottomOf(items.locator('h2')), 'the positions\' heading').toBeLessThanOrEqual(firstScreen);
    const firstCard = await items.getByTestId('item-card').first().boundingBox();
    expect(firstCard!.y, 'the first position').toBeLessThan(firstScreen);

    // The rest is collapsed: the crew's details open on a tap on their heading, and close again.
    const info = sectionToggle(page, t('crew.sectionInfo'));
    expect(await info.getAttribute('aria-expanded')).toBe('false');
    expect(await section(page, t('crew.sectionInfo')).getByText(crew!.project.number, { exact: true }).count()).toBe(0);
    await info.tap();
    await expect.poll(() => info.getAttribute('aria-expanded')).toBe('true');
    await section(page, t('crew.sectionInfo')).getByText(crew!.project.number, { exact: true }).waitFor();
    await info.tap();
    await section(page, t('crew.sectionInfo')).getByText(crew!.project.number, { exact: true }).waitFor({ state: 'detached' });
    // The chief's actions: one tap away.
    await (await openSection(page, t('crew.sectionActions'))).getByRole('button', { name: t('crew.crewChiefJob') }).waitFor();
    await keepScreenshot(page, 'crew-chief-crew-open.png', { fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
