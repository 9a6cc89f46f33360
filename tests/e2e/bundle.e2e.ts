import { describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The global setup has just built the app with the production settings, into a folder of its own.
const assets = join(inject('distDir'), 'assets');
const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));

describe('the production bundle', () => {
  it('compiles nothing at run time, so it runs under script-src self', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = readFileSync(join(assets, name), 'utf8');
      expect(code, name).not.toMatch(/new Function\s*\(/);
      expect(code, name).not.toMatch(/\beval\s*\(/);
      expect(code, name).not.toContain('ajv/dist/compile');
    }
  });

  it('is a production build (no React development code)', () => {
    // React's development build asks for its DevTools with a react.dev/link/react-devtools link; production does not.
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) expect(readFileSync(join(assets, name), 'utf8'), name).not.toContain('react-devtools');
  });
});
