import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { menusFile } from '../../src/screenChecker/loadScreenFiles';
import type { ScreenRegistryData, ScreenSpec, MenusSpec } from '../../src/ground/screenLanguage/types';

/**
 * The product's screens and menus as parsed from `<root>/screens/` (checked when the app was built and by `npm test`).
 * The compiled server carries this module's answer instead of the module (`build/serverBuild.ts`, `screensParsedAhead`):
 * the YAML parser takes about half a second of a cold process, and the first page and the log need the screens.
 */
export function readProductRegistry(root: string): ScreenRegistryData {
  const folder = path.join(root, 'screens');
  const read = (name: string) => parse(readFileSync(path.join(folder, name), 'utf8'), { maxAliasCount: 100 }) as unknown;
  const names = readdirSync(folder).filter((name) => name.endsWith('.yaml') && `screens/${name}` !== menusFile).sort();
  return {
    screens: names.map((name) => read(name) as ScreenSpec),
    menus: read(path.basename(menusFile)) as MenusSpec,
  };
}
