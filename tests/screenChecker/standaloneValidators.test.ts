// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { standaloneValidators } from '../../src/screenChecker/build/standaloneValidators';

interface Validator {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string }[] | null;
}

let code = '';
let module: { validateScreen: Validator; validateMenus: Validator; schemaFacts: { layoutKeys: object } };

beforeAll(async () => {
  code = await standaloneValidators();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'screen-validators-')), 'validators.mjs');
  writeFileSync(file, code);
  module = await import(/* @vite-ignore */ pathToFileURL(file).href);
}, 60_000);

describe('standalone screen validators', () => {
  it('is one self-contained module that runs under a strict CSP', () => {
    expect(code).not.toContain('require(');
    expect(code).not.toContain('new Function');
    expect(code).not.toContain('eval(');
    expect(code).not.toMatch(/^\s*import\s/m);
  });

  it('validates screens', () => {
    const screen = {
      id: 'login', route: '/login', title: 'login.title', access: { public: true }, layout: 'custom', component: 'login',
    };
    expect(module.validateScreen(screen)).toBe(true);
    expect(module.validateScreen({ ...screen, layout: 'lists' })).toBe(false);
    expect(module.validateScreen.errors?.[0]).toMatchObject({ instancePath: '/layout', keyword: 'enum' });
  });

  it('validates menus and exports the schema facts', () => {
    expect(module.validateMenus({ side: {}, bottom: {} })).toBe(true);
    expect(module.validateMenus({ side: { links: [{ label: 'menu.logout', to: '/logout', icon: 'exit', order: 1 }] }, bottom: {} }))
      .toBe(false);
    expect(Object.keys(module.schemaFacts.layoutKeys)).toContain('calendar');
  });
});
