// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileSpecValidators } from '../../../src/screenChecker/compileSpecValidators';
import { customComponentNames } from '../../../src/ground/screenLanguage/customComponents';
import { formatSpecError } from '../../../src/ground/screenLanguage/formatSpecError';
import { localeLanguages } from '../../../src/ground/screenLanguage/localeLanguages';
import { checkOverlay, type OverlayNames, type ProductSpecs } from '../../../src/screenChecker/overlay/checkOverlay';
import { emptyOverlay, type TenantOverlay } from '../../../src/ground/screenLanguage/overlay/TenantOverlay';
import { parseYamlWithPositions } from '../../../src/screenChecker/parseYamlWithPositions';
import { productRoutes } from '../../../src/ground/screenLanguage/productRoutes';
import { readApiCalls } from '../../../src/screenChecker/apiCalls';
import { runChecks } from '../../../src/screenChecker/runChecks';

/** The repository's own screens and English texts, checked once: what every overlay below is laid over. */
const validators = compileSpecValidators();
const api = readApiCalls();
const checked = runChecks({ root: process.cwd(), validators, api });
const product: ProductSpecs = {
  checkedScreens: checked.checkedScreens, locales: checked.locales, productRoutes, customComponents: customComponentNames, api,
};

const check = (overlay: Partial<TenantOverlay>, names?: OverlayNames) =>
  checkOverlay({ ...emptyOverlay, ...overlay }, product, validators, names).map(formatSpecError);

/** A tenant screen file; line N of the messages is the N-th string. */
const yaml = (lines: string[]) => `${lines.join('\n')}\n`;
const listScreen = (id: string, route: string, title = 'jobs.title', extra: string[] = []) => yaml([
  `id: ${id}`, `route: ${route}`, `title: ${title}`, 'access: { loginTypes: [crew] }', 'layout: list', 'source: { endpoint: /jobs }',
  'item: { title: "{{ id }}" }', ...extra,
]);
/** The tenant's own text in each of the app's languages. */
const ownTexts = Object.fromEntries(localeLanguages.map((language) => [language, { acmeVacations: { title: `My vacations (${language})` } }]));
/** How messages name a text missing from every language of a tenant overlay. */
const tenantLocales = 'every locale (tenant-locales/en.json and 6 others)';

describe('checkOverlay accepts', () => {
  it('the empty overlay, against product screens that pass their own checks', () => {
    expect(checked.errors).toEqual([]);
    expect(check({})).toEqual([]);
  });

  it('a tenant screen with its own texts and menu place, and settings for product and tenant screens', () => {
    expect(check({
      files: { 'my-vacations.yaml': listScreen('my-vacations', '/my-vacations', 'acmeVacations.title', ['menu:', '  side: { order: 95, icon: calendar-event }']) },
      texts: { ...ownTexts, nl: { acmeVacations: { title: 'Mijn vakanties' }, jobs: { title: 'Klussen' } } },
      screens: {
        'personal-calendar': { enabled: false }, jobs: { side: null, bottom: { order: 9, icon: 'briefcase', label: 'acmeVacations.title' } },
        'my-vacations': { enabled: false }, 'plus-crew': { enabled: false },
      },
    })).toEqual([]);
  });

  it('a product screen replaced by one of the same id, whose route is then free for it', () => {
    expect(check({ files: { 'jobs.yaml': listScreen('jobs', '/jobs') } })).toEqual([]);
  });
});

describe('checkOverlay refuses, at the line and column of the tenant screen', () => {
  it('an unknown key', () => {
    expect(check({ files: { 'my-jobs.yaml': listScreen('my-jobs', '/my-jobs', 'jobs.title', ['colour: red']) } })).toEqual([
      'tenant-screens/my-jobs.yaml:8:1 unknown key "colour" (allowed here: id, route, title, access, refused, context, menu, extension, frame, layout, source, empty, actions, tabs, item, itemActions, search, filters, columns, intro)',
    ]);
  });

  it('an endpoint that is not a call of the API, and a template path the answer does not have', () => {
    const screen = listScreen('my-jobs', '/my-jobs')
      .replace('item: { title: "{{ id }}" }', 'item: { title: "{{ project.nmae }}" }')
      .replace('source: { endpoint: /jobs }', 'source: { endpoint: /jobs }\ncontext:\n  other: { endpoint: /jbos, list: false }');
    expect(check({ files: { 'my-jobs.yaml': screen } })).toEqual([
      'tenant-screens/my-jobs.yaml:8:22 endpoint "/jbos" matches no call of the API (schemas/openapi.json); did you mean "/jobs"?',
      'tenant-screens/my-jobs.yaml:9:16 "project.nmae" is not a field of "project" of an item of GET /jobs; did you mean "project.name"?',
    ]);
  });

  it('a YAML syntax error', () => {
    expect(check({ files: { 'broken.yaml': yaml(['id: broken', 'route: [/broken', 'title: jobs.title']) } })).toEqual([
      'tenant-screens/broken.yaml:3:1 YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
  });

  it('a route a product screen has, also with other parameter names, and one another tenant screen took first', () => {
    expect(check({
      files: {
        'a-one.yaml': listScreen('a-one', '/extra'), 'b-two.yaml': listScreen('b-two', '/extra'),
        'my-job.yaml': listScreen('my-job', '/jobs/{jobId}'), 'my-jobs.yaml': listScreen('my-jobs', '/jobs'),
      },
    })).toEqual([
      'tenant-screens/b-two.yaml:2:8 route "/extra" is already used by tenant-screens/a-one.yaml ("/extra")',
      'tenant-screens/my-job.yaml:2:8 route "/jobs/{jobId}" is already used by screens/job.yaml ("/jobs/{id}")',
      'tenant-screens/my-jobs.yaml:2:8 route "/jobs" is already used by screens/jobs.yaml ("/jobs")',
    ]);
  });

  it("a route of the app shell, an id that is not the file's name, and a file name that is not <id>.yaml", () => {
    expect(check({
      files: { 'bye.yaml': listScreen('bye', '/logout'), 'vacations.yaml': listScreen('my-vacations', '/my-vacations'), 'My Screen.yml': listScreen('x', '/x') },
    })).toEqual([
      'tenant-screens/My Screen.yml: is not a screen file name: name it <screen id>.yaml, e.g. my-vacations.yaml',
      'tenant-screens/bye.yaml:2:8 route "/logout" is handled by the app shell and cannot have a screen',
      'tenant-screens/vacations.yaml:1:5 id "my-vacations" must be the file\'s name, "vacations"',
    ]);
  });

  it('a hand-written screen replaced, and an unknown custom component', () => {
    expect(check({
      files: {
        'plus-crew.yaml': listScreen('plus-crew', '/plus-crews/{number}'),
        'mine.yaml': yaml(['id: mine', 'route: /mine', 'title: jobs.title', 'access: { loginTypes: [crew] }', 'layout: custom', 'component: nope']),
      },
    })).toEqual([
      'tenant-screens/mine.yaml:6:12 unknown custom component "nope" (registered: login, documentSigning, plusCrew, checkIn)',
      'tenant-screens/plus-crew.yaml:1:5 screen "plus-crew" is hand-written (component plusCrew): it can be switched off or moved in the menu, not replaced',
    ]);
  });

  it('a text missing from a language once the tenant’s texts are laid over the product’s, naming each', () => {
    const screen = { 'my-vacations.yaml': listScreen('my-vacations', '/my-vacations', 'acmeVacations.title') };
    const missing = 'tenant-screens/my-vacations.yaml:3:8 i18n key "acmeVacations.title" is missing from';
    expect(check({ files: screen })).toEqual([`${missing} ${tenantLocales}`]);
    const { cy: _cy, fr: _fr, ...fiveLanguages } = ownTexts;
    expect(check({ files: screen, texts: fiveLanguages })).toEqual([`${missing} tenant-locales/cy.json, tenant-locales/fr.json`]);
    expect(check({ files: screen, texts: ownTexts })).toEqual([]);
  });
});

describe('checkOverlay refuses texts', () => {
  it('in a language the app does not have, with a key that is not a text key, or that are not a group', () => {
    expect(check({ texts: { xx: {}, en: { 'bad key': 'x', fine: 'y' }, nl: 'text' } as unknown as TenantOverlay['texts'] })).toEqual([
      'tenant-locales/en.json:/bad key "bad key" is not a text key (letters, digits, - and _)',
      'tenant-locales/nl.json: the file must be a JSON object of texts',
      'tenant-locales/xx.json: "xx" is not a language of the app (en, nl, de, deAt, fr, es, cy)',
    ]);
  });

  it('leaves out a language with a problem, so the keys it would give are missing too', () => {
    const messages = check({
      files: { 'my-vacations.yaml': listScreen('my-vacations', '/my-vacations', 'acmeVacations.title') },
      texts: { ...ownTexts, en: { acmeVacations: { title: 5 } } } as unknown as TenantOverlay['texts'],
    });
    expect(messages).toEqual([
      expect.stringMatching(/^tenant-locales\/en\.json:\/acmeVacations\/title /),
      'tenant-screens/my-vacations.yaml:3:8 i18n key "acmeVacations.title" is missing from tenant-locales/en.json',
    ]);
  });
});

describe('checkOverlay refuses tenant texts laid over the product’s', () => {
  it('with other placeholders than English: the product’s for its keys, the tenant’s English for its own', () => {
    expect(check({
      texts: {
        en: { acmeVacations: { days: '{{count}} days asked for' } },
        nl: { calendar: { more_other: '+{{aantal}} meer' }, acmeVacations: { days: '{{count}} dagen gevraagd' } },
        fr: { calendar: { more_other: '+ {{ count }} de plus' }, acmeVacations: { days: 'jours demandés' } },
      },
    })).toEqual([
      'tenant-locales/fr.json:/acmeVacations/days "acmeVacations.days" has no placeholders but English has {{count}}',
      'tenant-locales/nl.json:/calendar/more_other "calendar.more_other" has placeholders {{aantal}} but English has {{count}}',
    ]);
  });

  it('that take the place of a product group or text, or have no English text', () => {
    expect(check({
      texts: { en: { jobs: 'Jobs' }, nl: { jobs: { title: { short: 'Klus' } }, acmeExtra: { note: 'Let op' } } },
    })).toEqual([
      'tenant-locales/en.json:/jobs "jobs" is a group of texts in locales/en.json: a text cannot take its place',
      'tenant-locales/nl.json:/jobs/title "jobs.title" is a text in locales/en.json: a group cannot take its place',
      'tenant-locales/nl.json:/acmeExtra/note "acmeExtra.note" has no English text (locales/en.json or tenant-locales/en.json): add one, or remove it here',
    ]);
  });
});

describe('checkOverlay refuses settings', () => {
  it('naming a screen that does not exist (suggesting a near id), switching off login, or placing a screen with parameters in a menu', () => {
    expect(check({
      screens: {
        'personal-calendr': { enabled: false }, zzzzqqq: { enabled: false }, login: { enabled: false },
        job: { side: { order: 1, icon: 'briefcase' } }, 'plus-crew': { bottom: { order: 3, icon: 'chart' } },
        jobs: { side: { order: 1, icon: 'briefcase', label: 'nope.label' } },
      },
    })).toEqual([
      'settings.yaml:/screens/personal-calendr screen "personal-calendr" does not exist (did you mean "personal-calendar"?)',
      'settings.yaml:/screens/zzzzqqq screen "zzzzqqq" does not exist',
      'settings.yaml:/screens/login/enabled screen "login" is the login screen: it cannot be switched off',
      'settings.yaml:/screens/job/side screen "job" has parameters in its route (/jobs/{id}) and cannot be in a menu',
      'settings.yaml:/screens/plus-crew/bottom screen "plus-crew" has parameters in its route (/plus-crews/{number}) and cannot be in a menu',
      `settings.yaml:/screens/jobs/side/label i18n key "nope.label" is missing from ${tenantLocales}`,
    ]);
  });

  it('that do not follow the settings schema, and nothing else about them', () => {
    expect(check({ screens: { jobs: { visible: false }, login: { enabled: false } } as TenantOverlay['screens'] })).toEqual([
      'settings.yaml:/screens/jobs/visible unknown key "visible" (allowed here: enabled, side, bottom)',
    ]);
  });

  it('naming a screen of the tenant that a refused tenant screen would have been', () => {
    expect(check({ files: { 'mine.yml': listScreen('mine', '/mine') }, screens: { mine: { enabled: false } } })).toEqual([
      'settings.yaml:/screens/mine screen "mine" does not exist',
      'tenant-screens/mine.yml: is not a screen file name: name it <screen id>.yaml, e.g. my-vacations.yaml',
    ]);
  });

  it('at line and column when the settings were read from YAML (the command line), under the names it gives', () => {
    const settings = yaml([
      'screens:', '  personal-calendr: { enabled: false }', '  login:', '    enabled: false',
      '  jobs: { side: { order: 1, icon: briefcase, label: nope.label } }',
    ]);
    const parsed = parseYamlWithPositions(settings, 'acme/settings.yaml');
    const names: OverlayNames = {
      screenFile: (name) => `acme/screens/${name}`, localeFile: (language) => `acme/locales/${language}.json`,
      settingsFile: 'acme/settings.yaml', settingsLocate: parsed.locate,
    };
    expect(check({ screens: (parsed.value as TenantOverlay).screens, files: { 'x.yaml': listScreen('x', '/jobs') } }, names)).toEqual([
      'acme/screens/x.yaml:2:8 route "/jobs" is already used by screens/jobs.yaml ("/jobs")',
      'acme/settings.yaml:2:3 screen "personal-calendr" does not exist (did you mean "personal-calendar"?)',
      'acme/settings.yaml:4:14 screen "login" is the login screen: it cannot be switched off',
      `acme/settings.yaml:5:53 i18n key "nope.label" is missing from every locale (acme/locales/en.json and 6 others)`,
    ]);
    const unknown = parseYamlWithPositions(yaml(['screens:', '  jobs: { visble: false }']), 'acme/settings.yaml');
    expect(check({ screens: (unknown.value as TenantOverlay).screens }, { ...names, settingsLocate: unknown.locate })).toEqual([
      'acme/settings.yaml:2:11 unknown key "visble" (allowed here: enabled, side, bottom)',
    ]);
  });
});

describe('checkOverlay', () => {
  it('reports every problem of an overlay at once, sorted by file, line and column', () => {
    expect(check({
      files: { 'zz.yaml': listScreen('zz', '/jobs', 'missing.title'), 'aa.yaml': yaml(['id: aa', 'route: [']) },
      screens: { login: { enabled: false } },
    })).toEqual([
      'settings.yaml:/screens/login/enabled screen "login" is the login screen: it cannot be switched off',
      'tenant-screens/aa.yaml:3:1 YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]',
      'tenant-screens/zz.yaml:2:8 route "/jobs" is already used by screens/jobs.yaml ("/jobs")',
      `tenant-screens/zz.yaml:3:8 i18n key "missing.title" is missing from ${tenantLocales}`,
    ]);
  });

  it('does not change the overlay it checks', () => {
    const overlay: TenantOverlay = {
      screens: { login: { enabled: false } }, files: { 'x.yaml': listScreen('x', '/x') }, texts: { en: { a: { b: 'c' } } },
    };
    const copy = structuredClone(overlay);
    expect(checkOverlay(overlay, product, validators).length).toBeGreaterThan(0);
    expect(overlay).toEqual(copy);
  });
});
