import { formatSpecError } from '../../../ground/screenLanguage/formatSpecError';
import { checkTenantFolder } from './checkTenantFolder';
import { connectTenant, type ServerLogin } from './connectTenant';
import { folderName } from './folderName';
import { ApiError } from './tenantApi';

/** What `push` is told besides the folder. */
export interface PushOptions extends ServerLogin {
  /** `--tenant`; default the folder's name. */
  tenant?: string;
  /** `--reason`; default `push <folder>`. */
  reason?: string;
}

/**
 * `push <folder>`: checks the folder (nothing is sent while it has errors), then makes its overlay the tenant's next
 * revision. Without a `settings.yaml` the settings the tenant has are kept: support staff own the switches then.
 * The revision is based on the one read, so a change made meanwhile is refused (409) rather than lost.
 */
export async function pushCommand(folder: string, options: PushOptions): Promise<number> {
  const name = folderName(folder);
  const check = checkTenantFolder(folder);
  if (check.errors.length > 0) {
    for (const error of check.errors) console.log(formatSpecError(error));
    console.log(check.summary);
    console.error(`${name}: not pushed (fix the errors above)`);
    return 1;
  }
  const { api, tenant } = await connectTenant(options, options.tenant ?? name);
  const { current } = await api.tenant(tenant.id);
  const kept = Object.keys(current.overlay.screens).length;
  if (!check.folder.hasSettings && kept > 0) {
    console.log(`${name}: no settings.yaml, keeping the ${kept} setting${kept === 1 ? '' : 's'} of revision ${current.revision}`);
  }
  const overlay = check.folder.hasSettings ? check.folder.overlay : { ...check.folder.overlay, screens: current.overlay.screens };
  try {
    const saved = await api.pushOverlay(tenant.id, { overlay, reason: options.reason ?? `push ${folder}`, baseRevision: current.revision });
    console.log(`${name}: revision ${saved.revision} by ${saved.author}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) throw error;
    for (const detail of error.details) console.log(detail);
    console.error(`${name}: not pushed (${error.message})`);
    return 1;
  }
}
