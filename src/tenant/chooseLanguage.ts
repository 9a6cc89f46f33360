import type { Tenant } from '../ground/contract';

/** The seven languages (section 9), by code. */
export const languages = { en: 'English', de: 'German', es: 'Spanish', nl: 'Dutch', fr: 'French', deAt: 'German (Austria)', cy: 'Welsh' } as const;
export type LanguageCode = keyof typeof languages;

function isLanguage(code: string | undefined | null): code is LanguageCode {
  return typeof code === 'string' && Object.hasOwn(languages, code);
}

/**
 * The user's language when it is one of ours and the tenant allows it (useUserLanguage); otherwise the tenant's
 * default; English when neither is usable.
 */
export function chooseLanguage(userLanguage: string | undefined | null, tenant: Pick<Tenant, 'defaultLanguage' | 'useUserLanguage'> | null): LanguageCode {
  if (tenant?.useUserLanguage !== false && isLanguage(userLanguage)) return userLanguage;
  if (isLanguage(tenant?.defaultLanguage)) return tenant.defaultLanguage;
  return 'en';
}
