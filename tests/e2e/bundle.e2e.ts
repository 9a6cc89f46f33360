import { describe, expect, inject, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  it('installs as one app with icons for every launcher: an id, PNGs at 192 and 512, a maskable one and an Apple touch icon', () => {
    const dist = inject('distDir');
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as { id?: string; icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest.id).toBe('/');
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const { src } of manifest.icons) expect(existsSync(join(dist, src)), src).toBe(true);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(existsSync(join(dist, 'apple-touch-icon.png'))).toBe(true);
  });
});
