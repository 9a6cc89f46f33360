import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openBrowser, keepScreenshot } from './browser';
import { api, claimsOf, loggedInPhone, openScreen, section } from './demo';

/** One's own person as GET /persons/{id} answers it (no persons.READ needed for one's own). */
interface Person { street: string | null; postalCode: string | null; city: string | null; birthDate: string | null; timeZone: string; email: string | null }

/**
 * Product spec section 2, Profile: address, birthday, contact, time zone and map service, read by their owner. Only
 * read: changes go through the accountant (office.e2e.ts sends one).
 */
describe('the own profile', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a crew member (without persons.READ) their own address, birthday, contact and time zone, with nothing to edit', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'crew@demo.test');
    const own = await api<Person>(bearer, `/persons/${claimsOf(bearer).loginData.person.id}`);
    expect(own.street, 'the demo gives Sam an address').toBeTruthy();
    await openScreen(page, '/profile', t('profile.title'));
    const data = section(page, t('profile.sectionPersonalData'));
    /** The value shown beside a label of the section. */
    const valueOf = (label: string) => data.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
    expect(await valueOf(t('profile.street'))).toBe(own.street);
    expect(await valueOf(t('profile.postalCode'))).toBe(own.postalCode);
    expect(await valueOf(t('profile.city'))).toBe(own.city);
    expect(await valueOf(t('profile.email'))).toBe(own.email);
    expect(await valueOf(t('profile.timeZone'))).toBe(own.timeZone);
    // The birthday as the app writes a date in English ("Sat, 12 May 1990"): its day and year.
    const [year, , day] = own.birthDate!.split('-');
    expect(await valueOf(t('profile.birthday'))).toMatch(new RegExp(`\\b${Number(day)}\\b.*\\b${year}\\b`));
    expect(await valueOf(t('profile.mapService'))).toBe(t('profile.mapServices.google'));
    // The data are only read: changes go to the accountant.
    expect(await data.getByRole('button').count()).toBe(0);
    await keepScreenshot(page, 'own-profile.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
