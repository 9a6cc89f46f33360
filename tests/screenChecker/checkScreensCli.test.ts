// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tsxCommand } from '../../build/tsxCommand';

const repo = fileURLToPath(new URL('../../', import.meta.url));

function cli(root: string) {
  const run = spawnSync(...tsxCommand('src/screenChecker/cli/checkScreens.ts', '--root', root), { cwd: repo, encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

describe('npm run check:screens', () => {
  it('exits 1 and prints file:line:column for a broken folder', () => {
    const { status, lines } = cli('tests/fixtures/screens-broken/wrong-layout');
    expect(status).toBe(1);
    expect(lines).toContain(
      'tests/fixtures/screens-broken/wrong-layout/screens/jobs.yaml:4:9 layout must be one of list, detail, form, ' +
        'calendar, dashboard, tabs, custom',
    );
    expect(lines.at(-1)).toMatch(/^1 screen, 0 menu links, \d+ product routes pending, \d+ errors \(checked in \d+\.\d\d s\)$/);
  }, 60_000);

  it('exits 0 with a summary for the repository’s own screens', () => {
    const { status, lines } = cli('.');
    expect(lines).toEqual([expect.stringMatching(/^\d+ screens, 1 menu link, \d+ product routes pending \(checked in \d+\.\d\d s\)$/)]);
    expect(status).toBe(0);
  }, 60_000);
});
