// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mantineStableIdPlugin } from '../../build/mantineStableIdPlugin';

type ResolveId = (source: string, importer: string | undefined) => string | null;

describe('the build swaps Mantine’s id hook', () => {
  const resolveId = mantineStableIdPlugin().resolveId as unknown as ResolveId;

  it('takes the id hook that the hooks package imports from ours', () => {
    expect(resolveId('./use-id/use-id.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toMatch(/src\/ui\/mantineStableId\.ts$/);
  });

  it('leaves every other import alone', () => {
    expect(resolveId('./use-idle/use-idle.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
    expect(resolveId('./use-id/use-id.mjs', '/app/node_modules/other/esm/index.mjs')).toBeNull();
    expect(resolveId('./use-id/use-id.mjs', undefined)).toBeNull();
  });
});
