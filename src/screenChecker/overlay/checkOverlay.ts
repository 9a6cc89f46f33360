import { editDistance } from '../nearestNames';
import type { ApiCall } from '../apiCalls';
import { checkTemplates } from '../checkTemplates';
import { checkDocument } from '../checkDocument';
import { errorIn, type CheckedFile } from '../CheckedFile';
import { checkI18nKeys } from '../checkI18nKeys';
import { checkLayoutBodies } from '../checkLayoutBodies';
import { checkListSearch } from '../checkListSearch';
import type { SpecValidators } from '../compileSpecValidators';
import { explainAjvErrors } from '../explainAjvErrors';
import type { LocaleFile } from '../LocaleFile';
import type { LocatePointer } from '../parseYamlWithPositions';
import type { ProductRoute } from '../../ground/screenLanguage/productRoutes';
import { byPosition, type SpecError } from '../../ground/screenLanguage/SpecError';
import type { ScreenSpec } from '../../ground/screenLanguage/types';
import { menuPathProblem } from '../../ground/screenLanguage/menuPath';
import { checkTenantTexts } from './checkTenantTexts';
import { mergeTexts, readLocaleTexts } from '../../ground/screenLanguage/overlay/localeTexts';
import type { TenantOverlay } from '../../ground/screenLanguage/overlay/TenantOverlay';
import { asRecord } from '../../ground/screenLanguage/specRecord';

/** What a tenant overlay is checked against: the product's checked screens, its texts and routes. */
export interface ProductSpecs {
  /** The product's screen files, checked (see `runChecks`). */
  checkedScreens: readonly CheckedFile[];
  /** The product's texts in each language, English first (see `runChecks`). */
  locales: readonly LocaleFile[];
  productRoutes: readonly ProductRoute[];
  customComponents: readonly string[];
  /** The API's calls: tenant screens' endpoints and template paths are checked against them. */
  api: readonly ApiCall[];
}

/** How the parts of an overlay are named in messages, and where its settings were written when known. */
export interface OverlayNames {
  /** Default `tenant-screens/<name>`. */
  screenFile(name: string): string;
  /** Default `tenant-locales/<language>.json`. */
  localeFile(language: string): string;
  /** Default `settings.yaml`. */
  settingsFile: string;
  /** Positions in the settings file, when it was read from YAML (the command line); else messages carry pointers. */
  settingsLocate?: LocatePointer;
}

/** The names the server uses: `tenant-screens/my-vacations.yaml:3:7 …`. */
export const serverNames: OverlayNames = {
  screenFile: (name) => `tenant-screens/${name}`,
  localeFile: (language) => `tenant-locales/${language}.json`,
  settingsFile: 'settings.yaml',
};

/** A tenant screen's file name: its id and `.yaml`. */
const fileNamePattern = /^[a-zA-Z][a-zA-Z0-9-]*\.yaml$/;

/**
 * Checks a tenant overlay with the same checks as `npm run check:screens`, against the product's screens: each
 * tenant screen's schema and unknown keys, its id (the file's name) and route (unique across product and tenant
 * screens, not one the app shell owns), custom components, and every i18n key in every language (the tenant's
 * texts laid over the product's; `checkTenantTexts` checks those texts themselves); hand-written screens are not
 * replaced; settings name screens that exist, keep the login screen on, and place a screen with route parameters
 * in a menu only with a `path` naming them from the session. Pure: the server, the command line and tests run it. Errors are sorted by file, line and
 * column.
 */
export function checkOverlay(
  overlay: TenantOverlay,
  product: ProductSpecs,
  validators: SpecValidators,
  names: OverlayNames = serverNames,
): SpecError[] {
  const errors: SpecError[] = [];
  const texts = readLocaleTexts(overlay.texts, names.localeFile, errors);
  // The tenant's English is what its other languages are held to: when it was refused, its own errors say why.
  if (!Object.hasOwn(overlay.texts, 'en') || texts.en) errors.push(...checkTenantTexts(texts, product.locales, names.localeFile));
  // What the app shows in each language: the tenant's texts over the product's, named by the tenant's file.
  const locales = product.locales.map((locale) => ({
    file: names.localeFile(locale.language), texts: mergeTexts(locale.texts, texts[locale.language]),
  }));
  const productById = new Map(product.checkedScreens.map((checked) => [idOf(checked), checked]));
  const tenantFiles: CheckedFile[] = [];
  for (const name of Object.keys(overlay.files).sort()) {
    const file = names.screenFile(name);
    if (!fileNamePattern.test(name)) {
      errors.push({ file, pointer: '', message: 'is not a screen file name: name it <screen id>.yaml, e.g. my-vacations.yaml' });
      continue;
    }
    const text = overlay.files[name];
    if (text === undefined) continue;
    const document = checkDocument({ file, text }, 'screen', validators);
    errors.push(...document.errors);
    if (!document.checked) continue;
    const checked = document.checked;
    const id = idOf(checked);
    const expected = name.slice(0, -'.yaml'.length);
    if (id !== undefined && id !== expected) errors.push(errorIn(checked, '/id', `id "${id}" must be the file's name, "${expected}"`));
    const replaced = id === undefined ? undefined : productById.get(id);
    const product = asRecord(replaced?.value);
    const component = product?.layout === 'custom' && typeof product.component === 'string' ? product.component : undefined;
    if (component !== undefined) {
      const message = `screen "${id}" is hand-written (component ${component}): it can be switched off or moved in the menu, not replaced`;
      errors.push(errorIn(checked, '/id', message));
    }
    tenantFiles.push(checked);
  }
  const tenantIds = new Set(tenantFiles.map(idOf));
  const kept = product.checkedScreens.filter((checked) => !tenantIds.has(idOf(checked)));
  errors.push(...checkRoutes(kept, tenantFiles, product.productRoutes));
  for (const checked of tenantFiles) {
    errors.push(...checkI18nKeys(checked.i18n, locales, checked));
    errors.push(...checkLayoutBodies(checked, product.customComponents));
    if (checked.schemaValid !== false) errors.push(...checkTemplates(checked, product.api), ...checkListSearch(checked, product.api));
  }
  errors.push(...checkSettings(overlay, [...kept, ...tenantFiles], locales, validators, names));
  return errors.sort(byPosition);
}

/** Tenant routes: unique across the product's screens left and the tenant's, and none of the shell's own. */
function checkRoutes(kept: readonly CheckedFile[], tenant: readonly CheckedFile[], routes: readonly ProductRoute[]): SpecError[] {
  const errors: SpecError[] = [];
  const shell = new Set(routes.filter((route) => route.status === 'shell').map((route) => route.path));
  const taken = new Map<string, string>();
  const normalize = (route: string) => route.replace(/\{[^}]*\}/g, '{}');
  for (const checked of kept) {
    const route = routeOf(checked);
    if (route !== undefined) taken.set(normalize(route), `${checked.file} ("${route}")`);
  }
  for (const checked of tenant) {
    const route = routeOf(checked);
    if (route === undefined) continue;
    if (shell.has(route)) {
      errors.push(errorIn(checked, '/route', `route "${route}" is handled by the app shell and cannot have a screen`));
      continue;
    }
    const earlier = taken.get(normalize(route));
    if (earlier) errors.push(errorIn(checked, '/route', `route "${route}" is already used by ${earlier}`));
    else taken.set(normalize(route), `${checked.file} ("${route}")`);
  }
  return errors;
}

function checkSettings(
  overlay: TenantOverlay,
  screens: readonly CheckedFile[],
  locales: readonly Pick<LocaleFile, 'file' | 'texts'>[],
  validators: SpecValidators,
  names: OverlayNames,
): SpecError[] {
  const settings = { screens: overlay.screens };
  const file = names.settingsFile;
  const located = (pointer: string, message: string, part: 'value' | 'key' = 'value'): SpecError =>
    ({ file, ...names.settingsLocate?.(pointer, part), pointer, message });
  const schemaErrors = explainAjvErrors(validators.validate('settings', settings), {
    file, data: settings, facts: validators.facts, locate: names.settingsLocate, rootName: 'settings',
  });
  if (schemaErrors.length > 0) return schemaErrors;
  const errors: SpecError[] = [];
  const byId = new Map(screens.map((checked) => [idOf(checked), checked.value as ScreenSpec]));
  const known = [...byId.keys()].filter((id): id is string => id !== undefined).sort();
  for (const [id, setting] of Object.entries(overlay.screens)) {
    const pointer = `/screens/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const screen = byId.get(id);
    if (!screen) {
      errors.push(located(pointer, `screen "${id}" does not exist${closest(id, known)}`, 'key'));
      continue;
    }
    if (setting.enabled === false && screen.route === '/login') {
      errors.push(located(`${pointer}/enabled`, `screen "${id}" is the login screen: it cannot be switched off`));
    }
    for (const menu of ['side', 'bottom'] as const) {
      const placement = setting[menu];
      if (!placement) continue;
      if (placement.path !== undefined) {
        // An address naming the login's own record (`/plus-crews/{{ $user.plusCrewNumber }}`), as a screen's own menu may.
        const problem = menuPathProblem(screen.route, placement.path);
        if (problem) errors.push(located(`${pointer}/${menu}/path`, problem));
      } else if (screen.route.includes('{')) {
        errors.push(located(`${pointer}/${menu}`, `screen "${id}" has parameters in its route (${screen.route}) and cannot be in a menu`));
      }
      const uses = placement.label === undefined ? [] : [{ value: placement.label, instancePath: `${pointer}/${menu}/label`, kind: 'key' as const }];
      errors.push(...checkI18nKeys(uses, locales, { file, locate: names.settingsLocate }));
    }
  }
  return errors;
}

/** ` (did you mean "x"?)` for the known id nearest to a typo, when one is near enough. */
function closest(id: string, known: readonly string[]): string {
  let best: { id: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(id, candidate);
    if (!best || distance < best.distance) best = { id: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(id.length / 4)) ? ` (did you mean "${best.id}"?)` : '';
}


function idOf(checked: CheckedFile): string | undefined {
  const id = asRecord(checked.value)?.id;
  return typeof id === 'string' ? id : undefined;
}

function routeOf(checked: CheckedFile): string | undefined {
  const route = asRecord(checked.value)?.route;
  return typeof route === 'string' ? route : undefined;
}
