import { readApiCalls, type ApiCall } from '../../src/screenChecker/apiCalls';
import { fileURLToPath } from 'node:url';
import { compileSpecValidators, type SpecValidators } from '../../src/screenChecker/compileSpecValidators';
import { customComponentNames } from '../../src/ground/screenLanguage/customComponents';
import type { ProductSpecs } from '../../src/screenChecker/overlay/checkOverlay';
import { productRoutes } from '../../src/ground/screenLanguage/productRoutes';
import { runChecks } from '../../src/screenChecker/runChecks';
import type { ScreenRegistryData } from '../../src/ground/screenLanguage/types';
import { readProductRegistry } from './readProductRegistry';

/** The repository's root: the product's `screens/` and `locales/` the app was built from. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let registry: ScreenRegistryData | undefined;

/**
 * The product's screens and menus, parsed once per process: what the server lays each tenant's overlay over to know
 * its menus and the calls its screens make.
 */
export function productRegistry(): ScreenRegistryData {
  return (registry ??= readProductRegistry(repoRoot));
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
