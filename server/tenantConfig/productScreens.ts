import { readApiCalls, type ApiCall } from '../../src/screenChecker/apiCalls';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'yaml';
import { compileSpecValidators, type SpecValidators } from '../../src/screenChecker/compileSpecValidators';
import { customComponentNames } from '../../src/ground/screenLanguage/customComponents';
import type { ProductSpecs } from '../../src/screenChecker/overlay/checkOverlay';
import { productRoutes } from '../../src/ground/screenLanguage/productRoutes';
import { runChecks } from '../../src/screenChecker/runChecks';
import { menusFile } from '../../src/screenChecker/loadScreenFiles';
import type { ScreenRegistryData, ScreenSpec, MenusSpec } from '../../src/ground/screenLanguage/types';

/** The repository's root: the product's `screens/` and `locales/` the app was built from. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let registry: ScreenRegistryData | undefined;

/**
 * The product's screens and menus, parsed once per process (they were checked when the app was built and by
 * `npm test`): what the server lays each tenant's overlay over to know its menus and the calls its screens make.
 */
export function productRegistry(): ScreenRegistryData {
  if (registry) return registry;
  const folder = path.join(repoRoot, 'screens');
  const read = (name: string) => parse(readFileSync(path.join(folder, name), 'utf8'), { maxAliasCount: 100 }) as unknown;
  const names = readdirSync(folder).filter((name) => name.endsWith('.yaml') && `screens/${name}` !== menusFile).sort();
  registry = {
    screens: names.map((name) => read(name) as ScreenSpec),
    menus: read(path.basename(menusFile)) as MenusSpec,
  };
  return registry;
}

let checker: { product: ProductSpecs; validators: SpecValidators } | undefined;
let serverApi: (() => readonly ApiCall[]) | undefined;

/**
 * The API as this server runs it (its own route table, given by `createServer`): tenant screens are checked against
 * it rather than a file that could lag behind. Without it, the repository's `schemas/openapi.json`.
 */
export function checkOverlaysAgainst(api: () => readonly ApiCall[]): void {
  serverApi = api;
  checker = undefined;
}

/**
 * What a tenant overlay is checked against, made on first use (compiling the schemas takes a moment): the same
 * validators and product screens as `npm run check:screens`.
 */
export function overlayChecker(): { product: ProductSpecs; validators: SpecValidators } {
  if (checker) return checker;
  const validators = compileSpecValidators();
  const api = serverApi ? serverApi() : readApiCalls();
  const result = runChecks({ root: repoRoot, validators, api });
  checker = {
    validators,
    product: { checkedScreens: result.checkedScreens, locales: result.locales, productRoutes, customComponents: customComponentNames, api },
  };
  return checker;
}
