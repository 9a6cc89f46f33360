// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginData } from '../../../src/ground/contract/core';
import { readApiCalls } from '../../../src/screenChecker/apiCalls';
import { compileSpecValidators } from '../../../src/screenChecker/compileSpecValidators';
import { customComponentNames } from '../../../src/ground/screenLanguage/customComponents';
import { formatSpecError } from '../../../src/ground/screenLanguage/formatSpecError';
import { fillMenuPath, menuPathProblem, userFields, userScopeOf } from '../../../src/ground/screenLanguage/menuPath';
import { checkOverlay } from '../../../src/screenChecker/overlay/checkOverlay';
import { emptyOverlay, type TenantOverlay } from '../../../src/ground/screenLanguage/overlay/TenantOverlay';
import { productRoutes } from '../../../src/ground/screenLanguage/productRoutes';
import { runChecks } from '../../../src/screenChecker/runChecks';
import { brokenRoot, removeBrokenRoots } from '../../screenChecker/brokenRoot';

describe('a menu path filled from the login data', () => {
  it('names the login\'s own record, encoded as a path segment', () => {
    expect(fillMenuPath('/plus-crews/{{ $user.plusCrewNumber }}/data', { plusCrewNumber: '7' })).toBe('/plus-crews/7/data');
    expect(fillMenuPath('/projects/{{$user.projectNumber}}', { projectNumber: 'A 1/2' })).toBe('/projects/A%201%2F2');
    expect(fillMenuPath('/crew-profile/{{ $user.person.id }}', userScopeOf({ person: { id: 12 } }))).toBe('/crew-profile/12');
    expect(fillMenuPath('/crew-profile/{{ $user.personId }}', userScopeOf({ person: { id: 12 } }))).toBe('/crew-profile/12');
  });

  it('gives no address to a login without the value (no entry), nor for anything but $user', () => {
    expect(fillMenuPath('/projects/{{ $user.projectNumber }}', {})).toBeNull();
    expect(fillMenuPath('/projects/{{ $user.projectNumber }}', { projectNumber: '' })).toBeNull();
    expect(fillMenuPath('/projects/{{ $user.person }}', { person: { id: 1 } })).toBeNull();
    expect(fillMenuPath('/projects/{{ $params.number }}', { projectNumber: '1001' })).toBeNull();
  });

  it('knows exactly the fields the token\'s login data has, and personId', () => {
    expect([...userFields].sort()).toEqual(['personId', ...Object.keys(LoginData.properties)].sort());
  });
});

describe('menuPathProblem', () => {
  it('accepts the route with each parameter one $user part; optional parameters may be left off the end', () => {
    expect(menuPathProblem('/plus-crews/{number}/data', '/plus-crews/{{ $user.plusCrewNumber }}/data')).toBeNull();
    expect(menuPathProblem('/forms/{id}/{name?}', '/forms/{{ $user.personId }}')).toBeNull();
  });

  it('refuses a path on a route without parameters, other variables, formatters, unknown fields and other shapes', () => {
    expect(menuPathProblem('/jobs', '/jobs')).toBe('"path" is only for a screen whose route has parameters: this entry opens "/jobs" as it is');
    expect(menuPathProblem('/projects/{number}', '/projects/{{ $user.projectNumber | upper }}')).toContain('must read the session\'s login data');
    expect(menuPathProblem('/projects/{number}', '/projects/{{ $user.projectNumbr }}'))
      .toBe('"$user.projectNumbr": $user has no "projectNumbr" (it has personId, person, contactNumber, language, loginTypes, projectNumber, plusCrewNumber)');
    expect(menuPathProblem('/projects/{number}', '/projects/p{{ $user.projectNumber }}')).toContain('does not fit the route');
    expect(menuPathProblem('/projects/{number}', '/projects/{{ $user.projectNumber }}/documents')).toContain('does not fit the route');
    expect(menuPathProblem('/projects/{number}/documents', '/projects/{{ $user.projectNumber }}')).toContain('does not fit the route');
  });
});

const validators = compileSpecValidators();
/** The line of project.yaml's side menu entry (its header comment grows as the project page does). */
const projectMenuLine = readFileSync('screens/project.yaml', 'utf8').split('\n').findIndex((line) => line.startsWith('  side:')) + 1;
const api = readApiCalls();
afterAll(removeBrokenRoots);

// Each fixture (tests/fixtures/screen-rules/<rule>/edits.json) breaks one menu place of a real screen.
describe('check:screens on menu paths, at file, line and column', () => {
  it.each([
    ['menu-path-reads-params', ['screens/plus-crew.yaml:10:42 "{{ $params.number }}" must read the session\'s login data, one "{{ $user.<field> }}" (no formatters), e.g. "{{ $user.plusCrewNumber }}"']],
    ['menu-path-user-field-typo', [
      'screens/plus-crew.yaml:10:42 "$user.plusCrewNumbr": $user has no "plusCrewNumbr" (it has personId, person, contactNumber, language, loginTypes, projectNumber, plusCrewNumber)',
    ]],
    ['menu-path-off-route', [
      'screens/plus-crew-data.yaml:9:41 "/plus-crews/{{ $user.plusCrewNumber }}/values" does not fit the route "/plus-crews/{number}/data": keep its fixed parts and write each parameter as one "{{ $user.<field> }}"',
    ]],
    ['menu-path-missing', [
      `screens/project.yaml:${projectMenuLine}:9 route "/projects/{number}" has parameters: its menu entry needs a "path" naming them from the session, e.g. "/projects/{{ $user.<field> }}"`,
    ]],
    ['menu-path-on-plain-route', ['screens/jobs.yaml:10:45 "path" is only for a screen whose route has parameters: this entry opens "/jobs" as it is']],
  ])('%s', (fixture, expected) => {
    expect(runChecks({ root: brokenRoot(fixture), validators, api }).errors.map(formatSpecError)).toEqual(expected);
  });
});

describe('a tenant overlay places a screen with route parameters only by a path that fits', () => {
  const checked = runChecks({ root: process.cwd(), validators, api });
  const product = { checkedScreens: checked.checkedScreens, locales: checked.locales, productRoutes, customComponents: customComponentNames, api };
  const check = (overlay: Partial<TenantOverlay>) => checkOverlay({ ...emptyOverlay, ...overlay }, product, validators).map(formatSpecError);

  it('in its settings', () => {
    expect(check({ screens: { 'plus-crew': { bottom: { order: 3, icon: 'chart', path: '/plus-crews/{{ $user.plusCrewNumber }}' } } } })).toEqual([]);
    expect(check({ screens: { 'plus-crew': { bottom: { order: 3, icon: 'chart', path: '/plus-crews/{{ $user.projectNumbr }}' } } } })).toEqual([
      'settings.yaml:/screens/plus-crew/bottom/path "$user.projectNumbr": $user has no "projectNumbr" (it has personId, person, contactNumber, language, loginTypes, projectNumber, plusCrewNumber)',
    ]);
  });

  it('in its own screen files', () => {
    const screen = (menu: string) => [
      'id: my-contract', 'route: /my-contract/{id}', 'extension: true', 'title: contracts.title', 'access: { loginTypes: [crew] }', menu,
      'layout: detail', 'source: { endpoint: "/staffContracts/{{ $params.id }}", list: false }', 'sections: [{ id: main, fields: [{ label: contracts.title, path: id }] }]',
    ].join('\n');
    expect(check({ files: { 'my-contract.yaml': screen('menu: { side: { order: 5, icon: file, path: "/my-contract/{{ $user.personId }}" } }') } })).toEqual([]);
    expect(check({ files: { 'my-contract.yaml': screen('menu: { side: { order: 5, icon: file } }') } })).toEqual([
      'tenant-screens/my-contract.yaml:6:15 route "/my-contract/{id}" has parameters: its menu entry needs a "path" naming them from the session, e.g. "/my-contract/{{ $user.<field> }}"',
    ]);
  });
});
