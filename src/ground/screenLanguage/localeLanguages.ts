/** The app's seven languages: each has its texts in `locales/<language>.json`, and a tenant may add its own. */
export const localeLanguages = ['en', 'nl', 'de', 'deAt', 'fr', 'es', 'cy'] as const;
