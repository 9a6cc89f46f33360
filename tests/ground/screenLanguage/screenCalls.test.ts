// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../server/api/apiRoutes';
import { compileSpecValidators } from '../../../src/screenChecker/compileSpecValidators';
import { customComponentCalls, customComponentNames } from '../../../src/ground/screenLanguage/customComponents';
import { runChecks } from '../../../src/screenChecker/runChecks';
import { reachedPaths, screenCalls } from '../../../src/ground/screenLanguage/screenCalls';
import type { ScreenCall } from '../../../src/ground/screenLanguage/screenCall';

const product = runChecks({ root: process.cwd(), validators: compileSpecValidators() });
const screenById = (id: string) => product.registry.screens.find((screen) => screen.id === id);
const keys = (calls: readonly ScreenCall[]) => calls.map((call) => `${call.method} ${call.endpoint}`).sort();
const serverPaths = (method: string) => apiRoutes.filter((route) => route.method === method).map((route) => route.path);

describe('screenCalls', () => {
  it('finds every call of the personal calendar: its sources, form submits, confirm check and item calls, each once', () => {
    expect(product.errors).toEqual([]);
    expect(keys(screenCalls(screenById('personal-calendar')))).toEqual([
      'DELETE /availabilities/{{ refId }}', 'DELETE /blockDates/{{ refId }}', 'DELETE /vacationRequests/{{ id }}', 'GET /planningCalendarItems',
      'GET /vacationRequests', 'POST /availabilities', 'POST /blockDates', 'POST /vacationRequests',
    ]);
  });

  it('finds an endpoint wherever the screen language names one, with GET unless a method says otherwise', () => {
    const spec = {
      id: 'everything', layout: 'tabs',
      tabs: [
        {
          id: 'list', layout: 'list', source: { endpoint: '/jobs', query: { period: 'future' } },
          itemActions: [{ id: 'drop', kind: 'call', call: { method: 'DELETE', endpoint: '/blockDates/{{ id }}' } }],
          actions: [{
            id: 'add', kind: 'form',
            form: {
              fields: [{ path: 'function', kind: 'select', options: { source: { endpoint: '/functions' }, value: '{{ caption }}', label: '{{ caption }}' } }],
              submit: {
                call: { method: 'POST', endpoint: '/vacationRequests' },
                confirm: { question: 'q', check: { endpoint: '/planningCalendarItems', query: { from: '{{ startDate }}' } } },
              },
            },
          }],
        },
        { id: 'files', layout: 'list', source: { endpoint: '/mobileDocuments' }, itemActions: [{ id: 'get', kind: 'download', download: { endpoint: '/documents/{{ id }}/file' } }] },
        { id: 'confirm', layout: 'detail', actions: [{ id: 'ok', kind: 'call', call: { method: 'GET', endpoint: '/jobs/{{ id }}/confirmation' } }] },
      ],
    };
    expect(keys(screenCalls(spec))).toEqual([
      'DELETE /blockDates/{{ id }}', 'GET /documents/{{ id }}/file', 'GET /functions', 'GET /jobs', 'GET /jobs/{{ id }}/confirmation',
      'GET /mobileDocuments', 'GET /planningCalendarItems', 'POST /vacationRequests',
    ]);
  });

  it('finds the select options of a real screen and the download of another', () => {
    expect(keys(screenCalls(screenById('crew-profile')))).toContain('GET /crewRatingTypes');
    expect(keys(screenCalls(screenById('contract')))).toContain('GET /documents/{{ id }}/file');
  });

  it('skips sources that read the app’s own files (base: app), and keeps base: api', () => {
    expect(screenCalls(screenById('version'))).toEqual([]);
    expect(screenCalls({ source: { endpoint: '/version.json', base: 'app' }, sections: [{ source: { endpoint: '/jobs', base: 'api' } }] }))
      .toEqual([{ method: 'GET', endpoint: '/jobs' }]);
  });

  it('adds the calls of the hand-written component a screen or section names, and nothing for names it does not know', () => {
    expect(keys(screenCalls(screenById('plus-crew')))).toEqual(keys(customComponentCalls.plusCrew));
    expect(keys(screenCalls(screenById('crew-check-in')))).toEqual(expect.arrayContaining(keys(customComponentCalls.checkIn)));
    expect(keys(screenCalls({ sections: [{ component: 'documentSigning' }] }))).toEqual(keys(customComponentCalls.documentSigning));
    expect(screenCalls({ layout: 'custom', component: 'login' })).toEqual([]);
    expect(screenCalls({ component: 'toString' })).toEqual([]);
    expect(screenCalls({ component: 'noSuchComponent' })).toEqual([]);
  });

  it('lists calls for exactly the registered custom components', () => {
    expect(Object.keys(customComponentCalls).sort()).toEqual([...customComponentNames].sort());
  });

  it('names, for every product screen, only calls that reach exactly one route of the server', () => {
    const unreached = product.registry.screens.flatMap((screen) => screenCalls(screen)
      .map((call) => ({ call: `${screen.id}: ${call.method} ${call.endpoint}`, paths: reachedPaths(call.endpoint, serverPaths(call.method)) }))
      .filter((found) => found.paths.length !== 1));
    expect(product.registry.screens.length).toBeGreaterThan(50);
    expect(unreached).toEqual([]);
  });
});

describe('reachedPaths', () => {
  it('prefers the path with more literal segments, as the router does: /projectCrewItems/vacant over /projectCrewItems/:id', () => {
    const paths = serverPaths('GET');
    expect(paths).toEqual(expect.arrayContaining(['/projectCrewItems/vacant', '/projectCrewItems/:id']));
    expect(reachedPaths('/projectCrewItems/vacant', paths)).toEqual(['/projectCrewItems/vacant']);
    expect(reachedPaths('/projectCrewItems/{{ id }}', paths)).toEqual(['/projectCrewItems/:id']);
    expect(reachedPaths('/projectCrewItems/{{ id }}/status', paths)).toEqual(['/projectCrewItems/:id/status']);
  });

  it('matches a template part, also a mixed one, only where the path has a parameter', () => {
    expect(reachedPaths('/items/x{{ id }}', ['/items/:id', '/items/xy'])).toEqual(['/items/:id']);
    expect(reachedPaths('/items/{{ id }}', ['/items/vacant'])).toEqual([]);
    expect(reachedPaths('/items/vacant', ['/items/:id'])).toEqual(['/items/:id']);
  });

  it('ignores the query, needs the same number of segments, and answers every path of the best score', () => {
    expect(reachedPaths('/plusCrewValues?plusCrew={{ number }}', ['/plusCrewValues', '/plusCrewValues/:id'])).toEqual(['/plusCrewValues']);
    expect(reachedPaths('/jobs/{{ id }}', ['/jobs', '/jobs/:id/confirmation'])).toEqual([]);
    expect(reachedPaths('/a/{{ x }}', ['/a/:id', '/a/:number', '/b/:id'])).toEqual(['/a/:id', '/a/:number']);
    expect(reachedPaths('/nothing', [])).toEqual([]);
  });
});

describe('customComponentCalls cannot drift from the hand-written components', () => {
  const featuresDir = path.join(process.cwd(), 'src/features');
  const sources = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file: `src/features/${file.split(path.sep).join('/')}`, text: readFileSync(path.join(featuresDir, file), 'utf8') }));
  const listed = new Set(Object.values(customComponentCalls).flat().map((call) => `${call.method} ${call.endpoint}`));
  const listedEndpoints = new Set(Object.values(customComponentCalls).flat().map((call) => call.endpoint));

  it("lists every `endpoint: '…'` literal of src/features with its method (GET when none is written next to it)", () => {
    const literals = sources.flatMap(({ file, text }) => [...text.matchAll(/(?:method:\s*(['"])(\w+)\1\s*,\s*)?endpoint:\s*(['"`])([^'"`]+)\3/g)]
      .map((match) => ({ file, call: `${match[2] ?? 'GET'} ${match[4]}` })));
    expect(literals.length).toBeGreaterThan(3);
    expect(literals.filter((literal) => !listed.has(literal.call))).toEqual([]);
  });

  it('lists every endpoint template (a quoted literal starting with / and holding {{ }}) of src/features', () => {
    const templates = sources.flatMap(({ file, text }) => [...text.matchAll(/(['"])(\/[^'"\n]*\{\{[^'"\n]*)\1/g)]
      .map((match) => ({ file, endpoint: match[2] })));
    expect(templates.map((template) => template.endpoint)).toContain('/plusCrews/{{ $params.number }}/prgrss');
    expect(templates.filter((template) => !listedEndpoints.has(template.endpoint!))).toEqual([]);
  });
});
