import { readApiCalls } from '../../apiCalls';
import { fileURLToPath } from 'node:url';
import { compileSpecValidators } from '../../compileSpecValidators';
import { customComponentNames } from '../../../ground/screenLanguage/customComponents';
import { checkOverlay } from '../../overlay/checkOverlay';
import { productRoutes } from '../../../ground/screenLanguage/productRoutes';
import { runChecks } from '../../runChecks';
import { byPosition, type SpecError } from '../../../ground/screenLanguage/SpecError';
import { folderName } from './folderName';
import { readTenantFolder, type TenantFolder } from './readTenantFolder';

/** The repository whose screens a tenant folder is checked against: the one this command belongs to. */
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A tenant folder read and checked offline. */
export interface FolderCheck {
  folder: TenantFolder;
  /** Sorted by file, line and column; local paths relative to the current folder. */
  errors: SpecError[];
  /** `acme: 1 tenant screen, 2 languages, 1 setting, 0 errors`. */
  summary: string;
}

/**
 * Reads a tenant folder and checks its overlay against the repository's product screens with the checks the server
 * runs on a push (Node only).
 */
export function checkTenantFolder(folderPath: string): FolderCheck {
  const folder = readTenantFolder(folderPath);
  const validators = compileSpecValidators();
  const api = readApiCalls();
  const product = runChecks({ root: repositoryRoot, validators, api });
  const specs = { checkedScreens: product.checkedScreens, locales: product.locales, productRoutes, customComponents: customComponentNames, api };
  const errors = [...folder.errors, ...checkOverlay(folder.overlay, specs, validators, folder.names)].sort(byPosition);
  const { overlay } = folder;
  const settings = typeof overlay.screens === 'object' && overlay.screens !== null ? Object.keys(overlay.screens).length : 0;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary = `${folderName(folderPath)}: ${count(Object.keys(overlay.files).length, 'tenant screen')}, ` +
    `${count(Object.keys(overlay.texts).length, 'language')}, ${count(settings, 'setting')}, ` +
    `${count(errors.length, 'error')}`;
  return { folder, errors, summary };
}
