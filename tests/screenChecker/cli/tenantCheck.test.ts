// @vitest-environment node
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyAcme, makeWorkDir, runTenantCli, writeFolder } from './runTenantCli';

const work = makeWorkDir();
afterAll(() => rmSync(work, { recursive: true, force: true }));

const screen = (lines: string[]) => `${lines.join('\n')}\n`;
const goodScreen = screen([
  'id: trainings-plus',
  'route: /trainings-plus',
  'title: trainingsPlus.title',
  'access: { loginTypes: [crew] }',
  'layout: list',
  'source: { endpoint: /vacationRequests }',
  'item: { title: "{{ reason }}" }',
  'empty: trainingsPlus.empty',
]);
/** The same texts in each of the app's languages: a key a screen uses must be in every one. */
const everyLanguage = (texts: string) => Object.fromEntries(['en', 'nl', 'de', 'deAt', 'fr', 'es', 'cy'].map((language) => [`locales/${language}.json`, texts]));

describe('npm run tenant -- check', () => {
  it('passes the repository’s acme folder', async () => {
    const run = await runTenantCli(['check', 'tenants/acme']);
    expect(run.lines).toEqual(['acme: 1 tenant screen, 7 languages, 0 settings, 0 errors']);
    expect(run.status).toBe(0);
  }, 60_000);

  it('passes a good folder with settings and says what it holds', async () => {
    writeFolder(join(work, 'good'), {
      'settings.yaml': 'screens:\n  trainings-plus: { side: { order: 96, icon: school } }\n  personal-calendar: { enabled: false }\n',
      'screens/trainings-plus.yaml': goodScreen,
      ...everyLanguage('{ "trainingsPlus": { "title": "Trainings", "empty": "None" } }\n'),
    });
    const run = await runTenantCli(['check', 'good'], work);
    expect(run.lines).toEqual(['good: 1 tenant screen, 7 languages, 2 settings, 0 errors']);
    expect(run.status).toBe(0);
  }, 60_000);

  it('names each problem of a screen at its file, line and column, and exits 1', async () => {
    writeFolder(join(work, 'broken'), {
      'screens/trainings-plus.yaml': goodScreen.replace('/trainings-plus', '/jobs').replace('layout: list', 'layout: list\ncolour: red'),
      ...everyLanguage('{ "trainingsPlus": { "title": "Trainings", "empty": "None" } }\n'),
      'locales/nl.json': '{ "trainingsPlus": { "title": "Trainingen" } }\n',
    });
    const run = await runTenantCli(['check', 'broken'], work);
    expect(run.lines).toEqual([
      'broken/screens/trainings-plus.yaml:2:8 route "/jobs" is already used by screens/jobs.yaml ("/jobs")',
      'broken/screens/trainings-plus.yaml:6:1 unknown key "colour" (allowed here: id, route, title, access, refused, context, menu, ' +
        'extension, frame, layout, source, empty, actions, tabs, item, itemActions, search, filters, columns, intro)',
      'broken/screens/trainings-plus.yaml:9:8 i18n key "trainingsPlus.empty" is missing from broken/locales/nl.json',
      'broken: 1 tenant screen, 7 languages, 0 settings, 3 errors',
    ]);
    expect(run.status).toBe(1);
  }, 60_000);

  it('gives a locale file’s JSON syntax error a line and column', async () => {
    const folder = copyAcme(join(work, 'bad-json'));
    writeFolder(folder, { 'locales/nl.json': '{\n  "acmeVacations": {\n    "title": "Mijn vakanties",\n  }\n}\n' });
    const run = await runTenantCli(['check', 'bad-json'], work);
    expect(run.lines[0]).toMatch(/^bad-json\/locales\/nl\.json:4:3 invalid JSON: \S/);
    // Dutch is left out, so the keys its file would give are missing too.
    expect(run.lines.slice(1)).toEqual([
      'bad-json/screens/my-vacations.yaml:6:8 i18n key "acmeVacations.title" is missing from bad-json/locales/nl.json',
      'bad-json/screens/my-vacations.yaml:20:8 i18n key "acmeVacations.empty" is missing from bad-json/locales/nl.json',
      'bad-json: 1 tenant screen, 6 languages, 0 settings, 3 errors',
    ]);
    expect(run.status).toBe(1);
  }, 60_000);

  it('places a mistyped screen id in settings.yaml and suggests the right one', async () => {
    const folder = copyAcme(join(work, 'typo'));
    writeFolder(folder, {
      'settings.yaml': '# yaml-language-server: $schema=../../schemas/tenant-settings.schema.json\nscreens:\n  personal-calendr:\n    enabled: false\n',
    });
    const run = await runTenantCli(['check', 'typo'], work);
    expect(run.lines).toEqual([
      'typo/settings.yaml:3:3 screen "personal-calendr" does not exist (did you mean "personal-calendar"?)',
      'typo: 1 tenant screen, 7 languages, 1 setting, 1 error',
    ]);
    expect(run.status).toBe(1);
  }, 60_000);

  it('reports files it would not read instead of leaving them out silently', async () => {
    const folder = copyAcme(join(work, 'stray'));
    writeFolder(folder, { 'screens/old.yml': 'id: old\n', 'notes.txt': 'to do\n', 'settings.yaml': 'screen: {}\n' });
    const run = await runTenantCli(['check', 'stray'], work);
    expect(run.lines).toEqual([
      'stray/notes.txt: is not read: a tenant folder holds settings.yaml, screens/<id>.yaml and locales/<language>.json',
      'stray/screens/old.yml: is not read: screen files are named <screen id>.yaml, e.g. my-vacations.yaml',
      'stray/settings.yaml:1:1 unknown key "screen": settings.yaml has one key, screens',
      'stray: 1 tenant screen, 7 languages, 0 settings, 3 errors',
    ]);
    expect(run.status).toBe(1);
  }, 60_000);
});

describe('npm run tenant -- (usage)', () => {
  it('prints the usage for --help and exits 0', async () => {
    const run = await runTenantCli(['--help']);
    expect(run.lines[0]).toBe('usage: npm run tenant -- <command> [options]');
    expect(run.status).toBe(0);
  }, 60_000);

  it('prints the usage on stderr and exits 2 for an unknown command or a missing argument', async () => {
    const [unknown, missing] = await Promise.all([runTenantCli(['publish', 'tenants/acme']), runTenantCli(['push'])]);
    expect(unknown.errorLines.slice(0, 2)).toEqual(['tenant: unknown command "publish"', 'usage: npm run tenant -- <command> [options]']);
    expect(missing.errorLines.slice(0, 2)).toEqual(['tenant: push: wrong number of arguments', 'usage: npm run tenant -- <command> [options]']);
    expect([unknown.status, missing.status, unknown.lines, missing.lines]).toEqual([2, 2, [], []]);
  }, 60_000);
});
