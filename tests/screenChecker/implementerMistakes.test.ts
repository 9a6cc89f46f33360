// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { OverlayError } from '../../src/screenChecker/build/overlayError';
import { screensPlugin } from '../../src/screenChecker/build/screensPlugin';
import { tsxCommand } from '../../build/tsxCommand';
import { brokenRoot, removeBrokenRoots, repo } from './brokenRoot';

/**
 * The typical mistakes, each in a copy of a real screen (tests/fixtures/screen-rules/), must stop all three
 * ways a screen reaches people: `npm run check:screens`, `vite build` and the dev server's overlay. `lines` are the
 * check's lines relative to the root; the first is where the overlay points.
 */
const mistakes: [mistake: string, fixture: string, lines: string[]][] = [
  [
    'an unknown key',
    'unknown-key',
    ['screens/jobs.yaml:21:3 unknown key "subtitel" (allowed here: title, subtitle, description, fullText, badge, flags, link, image, avatar)'],
  ],
  ['a wrong layout', 'wrong-layout', ['screens/jobs.yaml:12:9 layout must be one of list, detail, form, calendar, dashboard, tabs, custom']],
  [
    'bad indentation',
    'bad-indentation',
    ['screens/job.yaml:30:4 YAML syntax: Sequence item without - indicator; check the indentation: line 30 is indented 3 spaces, line 29 4 (keys of one map start in the same column, list items under their key)'],
  ],
  [
    'a copied screen that kept its route',
    'duplicate-route',
    ['screens/upcoming-jobs.yaml:6:8 route "/jobs" is already used by screens/jobs.yaml'],
  ],
  [
    'an unclosed template part {{ reason }',
    'unclosed-template',
    ['screens/personal-calendar.yaml:108:20 template part "{{ reason }" is not closed: write "{{ reason }}"'],
  ],
  [
    'a misspelt path {{ reasn }}',
    'item-path-typo',
    ['screens/personal-calendar.yaml:108:20 "reasn" is not a field of an item of GET /vacationRequests; did you mean "reason"?'],
  ],
  [
    'a misspelt formatter {{ startDate | dateRnage:endDate }}',
    'unknown-formatter',
    ['screens/jobs.yaml:21:13 formatter "dateRnage" does not exist; did you mean "dateRange"?'],
  ],
  [
    'a right not in the catalogue, rights: [payrolls.REED]',
    'unknown-right',
    ['screens/payrolls.yaml:10:40 rights[0] must be a right of the catalogue (src/ground/access/rightsCatalogue.ts); did you mean "payrolls.READ"?'],
  ],
  [
    'a text missing only from nl.json',
    'i18n-key-missing-from-nl',
    [
      'locales/en.json:85:5 "jobs.appliedFor" is missing from locales/nl.json',
      'screens/jobs.yaml:17:30 i18n key "jobs.appliedFor" is missing from locales/nl.json',
    ],
  ],
];

const roots = new Map<string, string>();
/** One broken root per fixture, shared by the three ways it is checked. */
function rootOf(fixture: string): string {
  if (!roots.has(fixture)) roots.set(fixture, brokenRoot(fixture));
  return roots.get(fixture)!;
}

afterAll(removeBrokenRoots);

/** `npm run check:screens -- --root <root>`, run from the repository as people run it. */
async function checkScreensCli(root: string): Promise<{ status: number; lines: string[] }> {
  const run = promisify(execFile)(...tsxCommand('src/screenChecker/cli/checkScreens.ts', '--root', root), { cwd: repo, encoding: 'utf8' });
  const { stdout, code } = await run.then(
    (done) => ({ stdout: done.stdout, code: 0 }),
    (failed: { stdout: string; code: number }) => ({ stdout: failed.stdout, code: failed.code }),
  );
  return { status: code, lines: stdout.trim().split('\n') };
}

/** The check's line as the CLI prints it: the file relative to the folder it runs in. */
const fromRepo = (root: string, line: string) => `${path.relative(repo, root).split(path.sep).join('/')}/${line}`;

type Handler = (this: unknown, ...args: never[]) => unknown;
function handler(hook: Handler | { handler: Handler } | undefined): Handler {
  if (hook === undefined) throw new Error('the screens plugin has no such hook');
  return typeof hook === 'function' ? hook : hook.handler;
}

/** The plugin as Vite runs it for `vite build` (command `build`) or the dev server (`serve`), without a whole build. */
function pluginFor(root: string, command: 'build' | 'serve') {
  const plugin = screensPlugin();
  handler(plugin.configResolved as Handler).call({}, { root, command } as ResolvedConfig as never);
  const context = {
    addWatchFile: () => undefined,
    warn: () => undefined,
    // Rollup's `this.error` throws: that is how a plugin fails a build.
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return {
    buildStart: () => handler(plugin.buildStart as Handler).call(context, {} as never),
    loadRegistry: async () => handler(plugin.load as Handler).call(context, '\0virtual:screen-registry' as never),
  };
}

/** What `run` throws; a stand-in error saying it threw nothing, so that the assertions on the message fail. */
function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  return new Error('nothing was thrown');
}

/** Where an overlay error points, taken from a check line `file:line:column message`. */
function locationOf(root: string, line: string) {
  const [, file = '', row = '', column = ''] = /^(.+?):(\d+):(\d+) /.exec(line) ?? [];
  return { file: path.join(root, file), line: Number(row), column: Number(column) };
}

describe.concurrent('npm run check:screens exits 1 with file:line:column', () => {
  it.each(mistakes)('%s', async (_mistake, fixture, lines) => {
    const root = rootOf(fixture);
    const result = await checkScreensCli(root);
    expect(result.status).toBe(1);
    expect(result.lines).toEqual(expect.arrayContaining(lines.map((line) => fromRepo(root, line))));
  }, 60_000);
});

/** Each case checks every screen of a fixture in process (a second or two alone; more while other suites share the cores). */
const checkingTimeout = 30_000;

describe('vite build fails with file:line:column', () => {
  it.each(mistakes)('%s', (_mistake, fixture, lines) => {
    const error = thrownBy(pluginFor(rootOf(fixture), 'build').buildStart);
    expect(error.message.split('\n')).toEqual(expect.arrayContaining(['screen specs have errors:', ...lines]));
  }, checkingTimeout);
});

describe('the dev overlay shows the file, line and column', () => {
  it.each(mistakes)('%s', async (_mistake, fixture, lines) => {
    const root = rootOf(fixture);
    const error = (await pluginFor(root, 'serve').loadRegistry().catch((thrown: unknown) => thrown)) as OverlayError;
    expect(error).toBeInstanceOf(Error);
    expect(error.message.split('\n')).toEqual(expect.arrayContaining(lines));
    expect(error.loc).toEqual(locationOf(root, lines[0]!));
    expect(error.id).toBe(locationOf(root, lines[0]!).file);
  }, checkingTimeout);
});
