import { checkLayoutBodies } from './checkLayoutBodies';
import { checkListSearch } from './checkListSearch';
import { checkOfflineWrites } from './checkOfflineWrites';
import { checkFileFields } from './checkFileFields';
import { checkListColumns } from './checkListColumns';
import { checkSectionsAndPickers } from './checkSectionsAndPickers';
import { checkProductRoutes } from './checkProductRoutes';
import { checkTemplates } from './checkTemplates';
import { errorIn, type CheckedFile } from './CheckedFile';
import type { ProductRoute } from '../ground/screenLanguage/productRoutes';
import type { ApiCall } from './apiCalls';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { asRecord } from '../ground/screenLanguage/specRecord';
import { layoutParts } from '../ground/screenLanguage/screenParts';

/** Everything the checks across files look at. */
export interface CheckScreensInput {
  /** Screen files in a stable order (by file name): a duplicate is reported on the later one. */
  screens: readonly CheckedFile[];
  menus?: CheckedFile;
  customComponents: readonly string[];
  productRoutes: readonly ProductRoute[];
  /** The API's calls: when given, endpoints and template paths are checked against them. */
  api?: readonly ApiCall[];
  /** False when some screen file did not parse: which routes have no screen is then unknown. Default true. */
  complete?: boolean;
}

/** Counts for the one-line report of `npm run check:screens`. */
export interface CheckSummary {
  screens: number;
  menuLinks: number;
  /** Product routes marked pending that no screen covers yet. */
  routesPending: number;
}

/**
 * The checks no single schema can make: unique ids and routes, registered custom components, calendar date
 * actions, options for file fields only, screens matching the product's routes, and templates, list searches and table columns against the API. Pure. (The i18n
 * keys are checked against every locale by `runChecks` and `checkOverlay`.)
 */
export function checkScreens(input: CheckScreensInput): { errors: SpecError[]; warnings: SpecError[]; summary: CheckSummary } {
  const warnings: SpecError[] = [];
  const errors: SpecError[] = [
    ...checkUnique(input.screens, 'id', (value) => value),
    ...checkUnique(input.screens, 'route', (value) => value.replace(/\{[^}]*\}/g, '{}')),
    ...checkProductRoutes(input.screens, input.menus, input.productRoutes, input.complete ?? true),
  ];
  for (const checked of input.screens) {
    errors.push(...checkLayoutBodies(checked, input.customComponents), ...checkSectionsAndPickers(checked), ...checkFileFields(checked));
    // Templates are read against the layout's data: only once the file has the shape its schema asks for.
    if (checked.schemaValid !== false) {
      const columns = checkListColumns(checked, input.api);
      errors.push(...checkTemplates(checked, input.api), ...checkListSearch(checked, input.api), ...columns.errors, ...checkOfflineWrites(checked));
      warnings.push(...columns.warnings);
    }
    warnings.push(...listsWithoutEmptyText(checked));
  }
  const routes = new Set(input.screens.map((checked) => asRecord(checked.value)?.route));
  const menus = asRecord(input.menus?.value);
  const count = (links: unknown) => (Array.isArray(links) ? links.length : 0);
  return {
    errors,
    warnings,
    summary: {
      screens: input.screens.length,
      menuLinks: count(asRecord(menus?.side)?.links) + count(asRecord(menus?.bottom)?.links),
      routesPending: input.productRoutes.filter((route) => route.status === 'pending' && !routes.has(route.path))
        .length,
    },
  };
}

/**
 * Reports a key whose value (compared by `normalize`) another file already has, at the file changed last (the one
 * an implementer is adding or editing), naming the other; files of the same age are taken in name order.
 */
function checkUnique(
  screens: readonly CheckedFile[],
  key: 'id' | 'route',
  normalize: (value: string) => string,
): SpecError[] {
  const first = new Map<string, { file: string; value: string }>();
  const errors: SpecError[] = [];
  const byAge = [...screens].sort((a, b) => (a.modifiedAt ?? 0) - (b.modifiedAt ?? 0));
  for (const checked of byAge) {
    const value = asRecord(checked.value)?.[key];
    if (typeof value !== 'string') continue;
    const earlier = first.get(normalize(value));
    if (!earlier) {
      first.set(normalize(value), { file: checked.file, value });
      continue;
    }
    const same = earlier.value === value ? '' : ` as "${earlier.value}"`;
    errors.push(errorIn(checked, `/${key}`, `${key} "${value}" is already used by ${earlier.file}${same}`));
  }
  return errors;
}

/** A list with no `empty` text shows a blank page when it has no items: legal, but a person is left wondering. */
function listsWithoutEmptyText(checked: CheckedFile): SpecError[] {
  const message = 'list has no "empty" text: add one (e.g. empty: errors.jobsNotFound) so an empty list says so';
  return layoutParts(checked.value)
    .filter((layout) => layout.value.layout === 'list' && layout.value.empty === undefined)
    .map((layout) => errorIn(checked, `${layout.pointer}/layout`, message, 'key'));
}
