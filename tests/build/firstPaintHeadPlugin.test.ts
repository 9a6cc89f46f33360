// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPaintHeadPlugin } from '../../build/firstPaintHeadPlugin';

const iconFile = join(import.meta.dirname, '..', '..', 'public', 'icon.svg');
const page = `<head>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <title>Crew</title>
  <link rel="manifest" href="/manifest.webmanifest"></head>`;

/** The plugin's page hook, run on `html`. */
function transformed(html: string): string {
  const hook = firstPaintHeadPlugin(iconFile).transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, { path: '/index.html', filename: 'index.html' }) as string;
}

describe("the page's head asks the server for nothing the first screen does not draw with", () => {
  it('writes the favicon into the page and takes the manifest link out', () => {
    const html = transformed(page);
    const icon = `data:image/svg+xml;base64,${readFileSync(iconFile).toString('base64')}`;
    expect(html).toContain(`<link rel="icon" href="${icon}" type="image/svg+xml" />`);
    expect(html).not.toContain('manifest');
    expect(html).not.toContain('/icon.svg');
    expect(html).toContain('<title>Crew</title>');
  });

  it('fails the build when there is no manifest link to take out (it ran before vite-plugin-pwa wrote one)', () => {
    expect(() => transformed(page.replace(/<link rel="manifest"[^>]*>/, ''))).toThrow(/no manifest link/);
  });
});
