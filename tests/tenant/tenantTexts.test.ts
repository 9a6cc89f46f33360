import { describe, expect, it, vi } from 'vitest';
import { createI18n, setTenantTexts, switchLanguage } from '../../src/tenant/createI18n';

// The app fetches each language's JSON from the build; here they are read from locales/.
vi.mock('../../src/tenant/productTexts', () => ({
  fetchProductTexts: async (language: string) => (await import(`../../locales/${language}.json`) as { default: Record<string, unknown> }).default,
}));

describe("a tenant's own texts over the product's", () => {
  it('adds new keys, rewords product texts, survives a language loaded later, and goes when the tenant drops it', async () => {
    const i18n = await createI18n('en');
    await setTenantTexts(i18n, {
      en: { acmeVacations: { title: 'My vacations' }, jobs: { title: 'Shifts' } },
      nl: { acmeVacations: { title: 'Mijn vakanties' } },
    });
    expect(i18n.t('acmeVacations.title')).toBe('My vacations');
    expect(i18n.t('jobs.title')).toBe('Shifts');
    expect(i18n.t('common.back')).toBe('Back');
    await switchLanguage(i18n, 'nl');
    expect(i18n.t('acmeVacations.title')).toBe('Mijn vakanties');
    expect(i18n.t('common.back')).not.toBe('Back');
    await setTenantTexts(i18n, { en: { acmeVacations: { title: 'My holidays' } } });
    // Dutch has no tenant text any more: English's stands in; the product's Dutch is whole again.
    expect(i18n.t('acmeVacations.title')).toBe('My holidays');
    await switchLanguage(i18n, 'en');
    expect(i18n.t('jobs.title')).not.toBe('Shifts');
  });
});

describe('switching language', () => {
  it('announces a new language and leaves the one shown alone (no redraw of every text)', async () => {
    const i18n = await createI18n('en');
    const announced: string[] = [];
    i18n.on('languageChanged', (language: string) => announced.push(language));
    await switchLanguage(i18n, 'en');
    expect(announced).toEqual([]);
    await switchLanguage(i18n, 'nl');
    await switchLanguage(i18n, 'nl');
    expect(announced).toEqual(['nl']);
    expect(document.documentElement.lang).toBe('nl');
  });
});
