import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SpecError } from './SpecError';

/** A file's text, named relative to the checked root with forward slashes. */
export interface SourceFile {
  file: string;
  absolutePath: string;
  text: string;
}

/** The spec sources of one root: `screens/*.yaml`, `screens/menus.yaml` and `locales/en.json`. */
export interface ScreenFiles {
  /** Sorted by file name. */
  screens: SourceFile[];
  menus?: SourceFile;
  locale?: SourceFile;
  /** Missing folder or files. */
  errors: SpecError[];
}

/** The menus file, kept apart from the screens in the same folder. */
export const menusFile = 'screens/menus.yaml';
/** The locale every i18n key must exist in. */
export const localeFile = 'locales/en.json';

/** Reads a root's spec files (Node only). */
export function loadScreenFiles(root: string): ScreenFiles {
  const read = (file: string): SourceFile => {
    const absolutePath = path.join(root, file);
    return { file, absolutePath, text: readFileSync(absolutePath, 'utf8') };
  };
  const errors: SpecError[] = [];
  const screensDir = path.join(root, 'screens');
  const all = existsSync(screensDir) ? readdirSync(screensDir).sort() : [];
  if (!existsSync(screensDir)) errors.push({ file: 'screens/', pointer: '', message: 'folder is missing' });
  for (const name of all.filter((entry) => entry.endsWith('.yml'))) {
    errors.push({ file: `screens/${name}`, pointer: '', message: 'is not read: name screen files *.yaml' });
  }
  const names = all.filter((name) => name.endsWith('.yaml'));
  const screens = names.filter((name) => `screens/${name}` !== menusFile).map((name) => read(`screens/${name}`));
  const present = (file: string) => {
    if (existsSync(path.join(root, file))) return read(file);
    errors.push({ file, pointer: '', message: 'file is missing' });
    return undefined;
  };
  return { screens, menus: present(menusFile), locale: present(localeFile), errors };
}
