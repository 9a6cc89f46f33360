import { describe, expect, it } from 'vitest';
import { checkI18nKeys, type I18nUse } from '../../src/screenChecker/checkI18nKeys';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';

const locales = [
  { file: 'locales/en.json', texts: { jobs: { title: 'Jobs', reasonLabel: 'Reason' }, positionStatus: { confirmed: 'Confirmed' } } },
  { file: 'locales/cy.json', texts: { jobs: { title: 'Swyddi' }, positionStatus: { confirmed: 'Wedi’i gadarnhau' } } },
  { file: 'locales/nl.json', texts: { jobs: { title: { short: 'Klus' } }, positionStatus: 'Status' } },
];
const key = (value: string, instancePath = '/title'): I18nUse => ({ value, instancePath, kind: 'key' });
const check = (uses: I18nUse[]) => checkI18nKeys(uses, locales, { file: 'screens/jobs.yaml' }).map(formatSpecError);

describe('checkI18nKeys', () => {
  it('names at the use every locale a key is missing from, in the order given', () => {
    expect(check([key('jobs.reasonLabel'), key('jobs.nope', '/empty')])).toEqual([
      'screens/jobs.yaml:/title i18n key "jobs.reasonLabel" is missing from locales/cy.json, locales/nl.json',
      'screens/jobs.yaml:/empty i18n key "jobs.nope" is missing from every locale (locales/en.json and 2 others)',
    ]);
  });

  it('says where a key is a group, not a text, and where it is missing, in one message', () => {
    expect(check([key('jobs.title'), key('jobs', '/empty')])).toEqual([
      'screens/jobs.yaml:/title i18n key "jobs.title" is a group in locales/nl.json, not a text',
      'screens/jobs.yaml:/empty i18n key "jobs" is a group in locales/en.json, locales/cy.json, locales/nl.json, not a text',
    ]);
    expect(check([key('positionStatus.confirmed')])).toEqual([
      'screens/jobs.yaml:/title i18n key "positionStatus.confirmed" is missing from locales/nl.json',
    ]);
    expect(check([key('jobs.title.short')])).toEqual([
      'screens/jobs.yaml:/title i18n key "jobs.title.short" is missing from locales/en.json, locales/cy.json',
    ]);
  });

  it('wants a prefix to be a group in every locale', () => {
    const prefix = (value: string): I18nUse => ({ value, instancePath: '/item/badge/labels', kind: 'prefix' });
    expect(check([prefix('positionStatus'), prefix('jobs.title'), prefix('jobs')])).toEqual([
      'screens/jobs.yaml:/item/badge/labels i18n prefix "positionStatus" is missing from locales/nl.json (it needs a group of texts)',
      'screens/jobs.yaml:/item/badge/labels i18n prefix "jobs.title" is missing from locales/en.json, locales/cy.json (it needs a group of texts)',
    ]);
  });

  it('accepts keys every locale has, and places its errors where the spec was read from text', () => {
    const englishAndWelsh = locales.slice(0, 2);
    expect(checkI18nKeys([key('jobs.title'), key('positionStatus.confirmed')], englishAndWelsh, { file: 'screens/jobs.yaml' })).toEqual([]);
    const located = checkI18nKeys([key('jobs.nope')], englishAndWelsh, { file: 'screens/jobs.yaml', locate: () => ({ line: 3, column: 8 }) });
    expect(located.map(formatSpecError)).toEqual(['screens/jobs.yaml:3:8 i18n key "jobs.nope" is missing from every locale (locales/en.json and 1 other)']);
  });
});

describe('checkI18nKeys on texts counted by a number', () => {
  const counted = [
    { file: 'locales/en.json', texts: { payrolls: { waiting_one: '{{count}} item waits', waiting_other: '{{count}} items wait' } } },
    { file: 'locales/nl.json', texts: { payrolls: { waiting_one: '{{count}} regel wacht' } } },
  ];

  it('takes a family of plural forms for the key, and names a locale without its other form', () => {
    const uses: I18nUse[] = [{ value: 'payrolls.waiting', instancePath: '/sections/0/message', kind: 'key' }];
    expect(checkI18nKeys(uses, counted, { file: 'screens/payroll.yaml' }).map(formatSpecError)).toEqual([
      'screens/payroll.yaml:/sections/0/message i18n key "payrolls.waiting" is missing from locales/nl.json',
    ]);
    expect(checkI18nKeys(uses, counted.slice(0, 1), { file: 'screens/payroll.yaml' })).toEqual([]);
  });
});
