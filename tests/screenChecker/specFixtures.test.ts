// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileSpecValidators } from '../../src/screenChecker/compileSpecValidators';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import type { ProductRoute } from '../../src/ground/screenLanguage/productRoutes';
import { runChecks } from '../../src/screenChecker/runChecks';
import { routesForFixture } from './fixtureRoutes';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}/`, import.meta.url));
const validators = compileSpecValidators();

// The broken cases hold one or two screens each; against this list, only the error under test remains.
const fixtureRoutes: ProductRoute[] = ['/login', '/jobs', '/jobs/{id}', '/personal-calendar'].map((path) => ({
  path,
  status: 'pending',
}));

function brokenCase(name: string): string[] {
  const result = runChecks({ root: fixture(`screens-broken/${name}`), validators, productRoutes: fixtureRoutes });
  return result.errors.map(formatSpecError);
}

describe('screen spec checks on fixture folders', () => {
  it('passes the good folder against the product routes (those it does not hold counted as pending)', () => {
    const result = runChecks({ root: fixture('screens-good'), validators, productRoutes: routesForFixture(fixture('screens-good')) });
    expect(result.errors.map(formatSpecError)).toEqual([]);
    expect(result.registry.screens.map((screen) => screen.id)).toEqual(['forgotten-password', 'job', 'jobs', 'login', 'personal-calendar', 'reset-password', 'unsubscribe', 'welcome']);
    expect(result.registry.menus.side.links?.[0]?.to).toBe('/logout');
    expect(result.summary).toMatchObject({ screens: 8, menuLinks: 1 });
  });

  it.each([
    [
      'unknown-key',
      'screens/jobs.yaml:6:1 unknown key "sorting" (allowed here: id, route, title, access, refused, context, menu, extension, frame, layout, ' +
        'source, empty, actions, tabs, item, itemActions, search, filters, columns, intro)',
    ],
    ['wrong-layout', 'screens/jobs.yaml:4:9 layout must be one of list, detail, form, calendar, dashboard, tabs, custom'],
    ['missing-i18n-key', 'screens/jobs.yaml:3:8 i18n key "jobs.titel" is missing from locales/en.json; did you mean "jobs.title"?'],
    ['duplicate-route', 'screens/upcoming-jobs.yaml:3:8 route "/jobs" is already used by screens/jobs.yaml'],
    ['unknown-custom-component', 'screens/login.yaml:6:12 unknown custom component "signin" (registered: login, documentSigning, plusCrew, checkIn)'],
    [
      'yaml-syntax',
      'screens/jobs.yaml:6:1 YAML syntax: Flow map in block collection must be sufficiently indented and end with a }',
    ],
    ['required-key-missing', 'screens/jobs.yaml:8:5 tabs[1] needs key "label"'],
    ['key-not-allowed-for-layout', 'screens/jobs.yaml:8:1 key "calendar" is not allowed for layout list'],
    [
      'open-call-reads',
      'screens/job.yaml:8:19 onOpen makes a GET call: a call on open writes (POST or DELETE); what a screen reads belongs in its source or context',
    ],
    [
      'unknown-date-action',
      'screens/personal-calendar.yaml:10:15 dateAction "blockDates" is not an action of this screen (actions: blockDate)',
    ],
    [
      'route-not-in-product',
      'screens/job.yaml:2:8 route "/job/{id}" is not a route of the product (src/ground/screenLanguage/productRoutes.ts); a screen of one tenant\'s own says "extension: true"',
    ],
  ])('reports %s with file, line and column', (name, message) => {
    expect(brokenCase(name)).toEqual([message]);
  });

  it('asks for a screen for every route the product marks as built', () => {
    const result = runChecks({ root: fixture('screens-broken/unknown-key'), validators });
    expect(result.errors.map(formatSpecError)).toContain(
      'screens/: no screen has route "/login" (src/ground/screenLanguage/productRoutes.ts marks it "screen")',
    );
  });
});
