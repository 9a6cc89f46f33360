// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLocaleTexts, placeholdersOf } from '../../src/screenChecker/checkLocaleTexts';
import { compileSpecValidators } from '../../src/screenChecker/compileSpecValidators';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import { parseLocaleFile, type LocaleFile } from '../../src/screenChecker/LocaleFile';
import { runChecks } from '../../src/screenChecker/runChecks';

const validators = compileSpecValidators();

/** A fixture root under tests/fixtures/i18n, checked with one call its screen makes and the routes it has. */
function checkFixture(name: string): string[] {
  const root = fileURLToPath(new URL(`../fixtures/i18n/${name}/`, import.meta.url));
  const result = runChecks({
    root, validators, api: [{ method: 'GET', path: '/jobs', file: false }],
    productRoutes: [{ path: '/jobs', status: 'pending' }, { path: '/logout', status: 'shell' }],
  });
  return result.errors.map(formatSpecError);
}

/** A locale file read from JSON text, with positions. */
const locale = (language: string, texts: object): LocaleFile =>
  parseLocaleFile({ file: `locales/${language}.json`, text: JSON.stringify(texts, null, 2) }).locale!;

describe('the screen checker on locale files', () => {
  it('reports every problem of the texts at its line and column, and keys the screens use where they use them', () => {
    expect(checkFixture('broken-texts')).toEqual([
      'locales/cy.json:6:20 "jobs.reasonLabel" must be a text (a JSON string) or a group of texts (a JSON object)',
      'locales/cy.json:12:15 "menu.logout" is an empty text',
      'locales/en.json:4:5 "jobs.empty" is missing from locales/fr.json, locales/nl.json',
      'locales/fr.json:4:5 "jobs.confirmQuestion" has placeholders {{count}} but English has {{name}}',
      'locales/nl.json:6:5 "jobs.oldTitle" is not in locales/en.json: add it there, or remove it here',
      'locales/nl.json:8:3 "positionStatus" is a text, but English has a group',
      'screens/jobs.yaml:6:8 i18n key "jobs.empty" is missing from locales/fr.json, locales/nl.json',
      'screens/jobs.yaml:12:13 i18n prefix "positionStatus" is missing from locales/nl.json (it needs a group of texts)',
    ]);
  });

  it('reports a file that does not parse, a key written twice, and a file of no language of the app, and leaves them out', () => {
    expect(checkFixture('unreadable-files')).toEqual([
      'locales/de.json:7:5 key "title" is written twice in one group: JSON keeps only the last',
      expect.stringMatching(/^locales\/es\.json:4:3 invalid JSON: /),
      'locales/xx.json: is not read: not a language of the app (en, nl, de, deAt, fr, es, cy)',
    ]);
  });
});

describe('checkLocaleTexts', () => {
  it('accepts languages with the same keys and placeholders, however they are written', () => {
    const english = locale('en', { crewContact: { role: '{{crewChief.name}} leads {{name}}', hint: 'Show {{total}} more' } });
    const dutch = locale('nl', { crewContact: { role: '{{ name }} wordt geleid door {{crewChief.name}}', hint: 'Nog {{total, number}} tonen' } });
    expect(checkLocaleTexts([english, dutch])).toEqual([]);
  });

  it('reports a group missing from a language once, at the English group, and a stray group once', () => {
    const english = locale('en', { jobs: { title: 'Jobs', empty: 'No jobs' }, menu: { logout: 'Log out' } });
    const welsh = locale('cy', { menu: { logout: 'Allgofnodi' }, old: { a: 'A', b: 'B' } });
    expect(checkLocaleTexts([english, welsh]).map(formatSpecError)).toEqual([
      'locales/en.json:2:3 "jobs" is missing from locales/cy.json',
      'locales/cy.json:5:3 "old" is not in locales/en.json: add it there, or remove it here',
    ]);
  });

  it('checks only each file’s own shape without English', () => {
    expect(checkLocaleTexts([locale('nl', { jobs: { title: '' } })]).map(formatSpecError)).toEqual([
      'locales/nl.json:3:14 "jobs.title" is an empty text',
    ]);
  });
});

describe('texts shown with a count', () => {
  const messages = (locales: LocaleFile[]) => checkLocaleTexts(locales).map(formatSpecError);

  it("takes each language's own plural forms: English one and other, French also many, Welsh six", () => {
    const welsh = Object.fromEntries(['zero', 'one', 'two', 'few', 'many', 'other'].map((category) => [`badge_${category}`, '{{count}} newid yn aros']));
    expect(messages([
      locale('en', { outbox: { badge_one: '{{count}} write waiting', badge_other: '{{count}} writes waiting' } }),
      locale('fr', { outbox: { badge_one: '{{count}} modification', badge_many: '{{count}} modifications', badge_other: '{{count}} modifications' } }),
      locale('deAt', { outbox: { badge_one: '{{count}} Änderung', badge_other: '{{count}} Änderungen' } }),
      locale('cy', { outbox: welsh }),
    ])).toEqual([]);
  });

  it('reports a count without plural forms, a form a language lacks or has not, and a form with other placeholders', () => {
    expect(messages([
      locale('en', { outbox: { sent: 'Sent {{count}}.', badge_one: '{{count}} write', badge_other: '{{count}} writes' } }),
      locale('nl', { outbox: { sent: '{{count}} verstuurd.', badge_one: '{{count}} wijziging', badge_few: '{{count}} wijzigingen' } }),
      locale('fr', { outbox: { sent: '{{count}} envoyés.', badge_one: '{{total}} modification', badge_many: '{{count}} modifications', badge_other: '{{count}} modifications' } }),
    ])).toEqual([
      'locales/nl.json:4:5 "outbox.badge" needs its plural forms "badge_other" in locales/nl.json',
      'locales/nl.json:5:5 "outbox.badge_few" is no plural form of locales/nl.json\'s language (it has one, other)',
      'locales/fr.json:4:5 "outbox.badge_one" has placeholders {{total}} but English has {{count}}',
      'locales/en.json:3:5 "outbox.sent" is shown with a count ({{count}}): write it as plural forms, "sent_one" and "sent_other" here and each language\'s own (i18next picks the one the count needs)',
    ]);
  });
});

describe('placeholdersOf', () => {
  it('names each interpolation once, sorted, without its format or spaces', () => {
    expect(placeholdersOf('{{ count }} of {{total, number}}: {{- html}} and {{count}} again, {{$user.person.firstName}}')).toEqual([
      '$user.person.firstName', 'count', 'html', 'total',
    ]);
    expect(placeholdersOf('No placeholder, a {single} brace')).toEqual([]);
  });
});
