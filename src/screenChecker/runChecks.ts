import { statSync } from 'node:fs';
import path from 'node:path';
import type { CheckedFile } from './CheckedFile';
import { readApiCalls, type ApiCall } from './apiCalls';
import { checkDocument } from './checkDocument';
import { checkI18nKeys } from './checkI18nKeys';
import { checkLocaleTexts } from './checkLocaleTexts';
import { checkScreens, type CheckSummary } from './checkScreens';
import { compileSpecValidators, type SpecKind, type SpecValidators } from './compileSpecValidators';
import { customComponentNames } from '../ground/screenLanguage/customComponents';
import { loadScreenFiles, type SourceFile } from './loadScreenFiles';
import { parseLocaleFile, type LocaleFile } from './LocaleFile';
import { productRoutes, type ProductRoute } from '../ground/screenLanguage/productRoutes';
import { byPosition, type SpecError } from '../ground/screenLanguage/SpecError';
import type { MenusSpec, ScreenRegistryData, ScreenSpec } from '../ground/screenLanguage/types';

/** What to check, and optionally with what (tests and the Vite plugin pass their own). */
export interface RunChecksOptions {
  /** The folder holding `screens/` and `locales/`. */
  root: string;
  /** Compiled once and reused by the Vite plugin. Default: compiled from the repository's `schemas/`. */
  validators?: SpecValidators;
  /** Default: the product's routes. */
  productRoutes?: readonly ProductRoute[];
  /** Default: the registered custom components. */
  customComponents?: readonly string[];
  /** The API's calls, with their answers. Default: read from the repository's `schemas/openapi.json`. */
  api?: readonly ApiCall[];
}

/** Every problem found, the registry of the valid files, counts, and the files read. */
export interface ChecksResult {
  /** Sorted by file, line and column. */
  errors: SpecError[];
  /** Legal but suspicious (e.g. a list with no `empty` text); sorted like errors. They fail nothing. */
  warnings: SpecError[];
  registry: ScreenRegistryData;
  summary: CheckSummary;
  /** Absolute paths of the files read, to watch. */
  files: string[];
  /** The checked screen files (valid or not) and menus, and the parsed texts: what a tenant overlay is checked against. */
  checkedScreens: CheckedFile[];
  checkedMenus?: CheckedFile;
  /** The texts of each language, English first; a file that does not parse is left out. */
  locales: LocaleFile[];
}

/** Loads, validates and cross-checks a root's screens (Node only): what the CLI and the Vite plugin run. */
export function runChecks(options: RunChecksOptions): ChecksResult {
  const validators = options.validators ?? compileSpecValidators();
  const sources = loadScreenFiles(options.root);
  const errors: SpecError[] = [...sources.errors];
  const locales = sources.locales.flatMap((source) => {
    const parsed = parseLocaleFile(source);
    errors.push(...parsed.errors);
    return parsed.locale ? [parsed.locale] : [];
  });
  const english = locales.find((locale) => locale.language === 'en');
  const validScreens: ScreenSpec[] = [];
  let menus: MenusSpec = { side: {}, bottom: {} };
  const check = (source: SourceFile, kind: SpecKind): CheckedFile | undefined => {
    const document = checkDocument(source, kind, validators, english !== undefined);
    if (document.checked) document.checked.modifiedAt = statSync(source.absolutePath).mtimeMs;
    errors.push(...document.errors);
    if (document.valid && kind === 'screen') validScreens.push(document.checked?.value as ScreenSpec);
    if (document.valid && kind === 'menus') menus = document.checked?.value as MenusSpec;
    return document.checked;
  };
  const screens = sources.screens.map((source) => check(source, 'screen')).filter((file) => file !== undefined);
  const checkedMenus = sources.menus && check(sources.menus, 'menus');
  const crossFile = checkScreens({
    screens,
    menus: checkedMenus || undefined,
    customComponents: options.customComponents ?? customComponentNames,
    productRoutes: options.productRoutes ?? productRoutes,
    api: options.api ?? readApiCalls(),
    complete: screens.length === sources.screens.length,
  });
  errors.push(...crossFile.errors, ...checkLocaleTexts(locales));
  for (const checked of [...screens, ...(checkedMenus ? [checkedMenus] : [])]) errors.push(...checkI18nKeys(checked.i18n, locales, checked));
  const files = [...sources.screens, sources.menus, ...sources.locales].filter((file) => file !== undefined);
  return {
    errors: errors.sort(byPosition),
    warnings: crossFile.warnings.sort(byPosition),
    registry: { screens: validScreens.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), menus },
    summary: crossFile.summary,
    files: files.map((file) => path.resolve(file.absolutePath)),
    checkedScreens: screens,
    checkedMenus: checkedMenus || undefined,
    locales,
  };
}
