// @vitest-environment node
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { screensParsedAhead, serverBuildInputs } from '../../build/serverBuild';
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
