// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { typeAssertionsOf, typeAssertionsUnder } from '../../build/typeAssertions';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('type and non-null assertions, counted on the syntax tree', () => {
  it('counts `x as T`, `<T>x` and `x!`, not `as const`', () => {
    const found = typeAssertionsOf('probe.ts', [
      'const a = value as string;',
      'const b = <number>other;',
      'const c = maybe!.length;',
      "const d = ['x'] as const;",
      'const e = { kind: "y" } as const satisfies object;',
    ].join('\n'));
    expect(found.map(({ line, kind }) => [line, kind])).toEqual([[1, 'as'], [2, 'as'], [3, '!']]);
  });

  it('reads .tsx as TSX', () => {
    expect(typeAssertionsOf('probe.tsx', 'const a = <div>{(value as string)}</div>;\n').map(({ kind }) => kind)).toEqual(['as']);
  });

  // The budget of issue 36: the screen model's union and its guards keep the app's code from taking types on trust.
  it('holds src/ under 100 and src/renderer under 15', () => {
    const list = (found: ReturnType<typeof typeAssertionsUnder>) => found.map(({ file, line, text }) => `${file}:${line} ${text}`);
    const app = typeAssertionsUnder(repoRoot, 'src');
    const renderer = app.filter(({ file }) => file.startsWith('src/renderer/'));
    expect(app.length, list(app).join('\n')).toBeLessThan(100);
    expect(renderer.length, list(renderer).join('\n')).toBeLessThan(15);
  });
});
