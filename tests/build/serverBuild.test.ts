// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { screensParsedAhead, serverBuildInputs, serverCommand, serverEntry, serverMallocSettings } from '../../build/serverBuild';
import { readProductRegistry } from '../../server/tenantConfig/readProductRegistry';

const repoRoot = join(import.meta.dirname, '..', '..');

describe('the compiled server', () => {
  it('carries the product screens parsed when it was compiled, equal to those parsed from screens/', async () => {
    const compiled = await build({
      entryPoints: [join(repoRoot, 'server', 'tenantConfig', 'readProductRegistry.ts')],
      bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent',
      plugins: [screensParsedAhead(repoRoot)],
    });
    const code = compiled.outputFiles[0]!.text;
    // Not the YAML parser run at start: no package and no file read left in the module.
    expect(code).not.toMatch(/readFileSync|readdirSync|from "yaml"/);
    const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as { readProductRegistry: () => unknown };
    expect(module.readProductRegistry()).toEqual(readProductRegistry(repoRoot));
  });

  it('is compiled again when a screen changes', () => {
    expect(serverBuildInputs).toContain('screens');
  });
});

describe('the command that runs the compiled server', () => {
  it('keeps glibc giving freed memory back, in the harnesses as in npm start', async () => {
    const [command, args] = serverCommand('/srv/crew');
    expect([command, ...args]).toEqual(['env', 'MALLOC_TRIM_THRESHOLD_=131072', process.execPath, '--enable-source-maps', '/srv/crew/server/dist/start.mjs']);
    const packageJson = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
    expect(packageJson.scripts.start).toContain(`${serverMallocSettings.join(' ')} exec node --enable-source-maps ${serverEntry}`);
  });
});
