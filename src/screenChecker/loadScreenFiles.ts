import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localeLanguages } from '../ground/screenLanguage/localeLanguages';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/** A file's text, named relative to the checked root with forward slashes. */
export interface SourceFile {
  file: string;
  absolutePath: string;
  text: string;
}

/** The spec sources of one root: `screens/*.yaml`, `screens/menus.yaml` and `locales/<language>.json`. */
export interface ScreenFiles {
  /** Sorted by file name. */
  screens: SourceFile[];
  menus?: SourceFile;
  /** The texts of the app's languages present: English first, then by file name. */
  locales: SourceFile[];
  /** Missing folder or files, and files not read. */
  errors: SpecError[];
}

/** The menus file, kept apart from the screens in the same folder. */
export const menusFile = 'screens/menus.yaml';
/** The folder of the texts, one file per language. */
export const localesFolder = 'locales';
/** The texts every root has: the other languages are compared with them. */
export const englishLocaleFile = 'locales/en.json';

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
  const english = present(englishLocaleFile);
  return { screens, menus: present(menusFile), locales: [...(english ? [english] : []), ...otherLocales(root, read, errors)], errors };
}

/** `locales/<language>.json` for each language but English; a JSON file of another name is reported, not read. */
function otherLocales(root: string, read: (file: string) => SourceFile, errors: SpecError[]): SourceFile[] {
  const folder = path.join(root, localesFolder);
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')).sort() : [];
  const locales: SourceFile[] = [];
  for (const name of names) {
    const language = name.slice(0, -'.json'.length);
    const file = `${localesFolder}/${name}`;
    if (!(localeLanguages as readonly string[]).includes(language)) {
      errors.push({ file, pointer: '', message: `is not read: not a language of the app (${localeLanguages.join(', ')})` });
    } else if (language !== 'en') locales.push(read(file));
  }
  return locales;
}
