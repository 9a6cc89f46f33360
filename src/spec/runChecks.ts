import { statSync } from 'node:fs';
import path from 'node:path';
import type { CheckedFile } from './CheckedFile';
import { readApiCalls, type ApiCall } from './apiCalls';
import { checkDocument } from './checkDocument';
import { checkScreens, type CheckSummary } from './checkScreens';
import { compileSpecValidators, type SpecKind, type SpecValidators } from './compileSpecValidators';
import { customComponentNames } from './customComponents';
import { loadScreenFiles, type SourceFile } from './loadScreenFiles';
import { productRoutes, type ProductRoute } from './productRoutes';
import { byPosition, type SpecError } from './SpecError';
import type { MenusSpec, ScreenRegistryData, ScreenSpec } from './types';

/** What to check, and optionally with what (tests and the Vite plugin pass their own). */
export interface RunChecksOptions {
  /** The folder holding `screens/` and `locales/en.json`. */
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
  /** The checked screen files (valid or not) and menus, and the parsed English locale: what a tenant overlay is checked against. */
  checkedScreens: CheckedFile[];
  checkedMenus?: CheckedFile;
  locale: unknown;
}

/** Loads, validates and cross-checks a root's screens (Node only): what the CLI and the Vite plugin run. */
export function runChecks(options: RunChecksOptions): ChecksResult {
  const validators = options.validators ?? compileSpecValidators();
  const sources = loadScreenFiles(options.root);
  const errors: SpecError[] = [...sources.errors];
  const locale = parseLocale(sources.locale, errors);
  const validScreens: ScreenSpec[] = [];
  let menus: MenusSpec = { side: {}, bottom: {} };
  const check = (source: SourceFile, kind: SpecKind): CheckedFile | undefined => {
    const document = checkDocument(source, kind, validators, locale.ok);
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
    menus: checkedMenus,
    locale: locale.value,
    customComponents: options.customComponents ?? customComponentNames,
    productRoutes: options.productRoutes ?? productRoutes,
    api: options.api ?? readApiCalls(),
  });
  errors.push(...crossFile.errors);
  const files = [...sources.screens, sources.menus, sources.locale].filter((file) => file !== undefined);
  return {
    errors: errors.sort(byPosition),
    warnings: crossFile.warnings.sort(byPosition),
    registry: { screens: validScreens.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), menus },
    summary: crossFile.summary,
    files: files.map((file) => path.resolve(file.absolutePath)),
    checkedScreens: screens,
    checkedMenus: checkedMenus || undefined,
    locale: locale.value,
  };
}

function parseLocale(source: SourceFile | undefined, errors: SpecError[]): { ok: boolean; value: unknown } {
  if (!source) return { ok: false, value: undefined };
  try {
    const value: unknown = JSON.parse(source.text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
    errors.push({ file: source.file, line: 1, column: 1, pointer: '', message: 'must be a JSON object of texts' });
  } catch (error) {
    const message = (error as Error).message;
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    const before = source.text.slice(0, offset).split('\n');
    const column = (before[before.length - 1]?.length ?? 0) + 1;
    errors.push({ file: source.file, line: before.length, column, pointer: '', message: `invalid JSON: ${message}` });
  }
  return { ok: false, value: undefined };
}
