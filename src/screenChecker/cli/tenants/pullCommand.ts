import { connectTenant, type ServerLogin } from './connectTenant';
import { folderName } from './folderName';
import { writeTenantFolder } from './writeTenantFolder';

/** What `pull` is told besides the folder. */
export interface PullOptions extends ServerLogin {
  /** `--tenant`; default the folder's name. */
  tenant?: string;
  /** `--revision`; default the current one. */
  revision?: number;
}

/** `pull <folder>`: makes the folder hold the tenant's current (or a given) revision, and says what it changed. */
export async function pullCommand(folder: string, options: PullOptions): Promise<number> {
  const name = folderName(folder);
  const { api, tenant } = await connectTenant(options, options.tenant ?? name);
  const revision = options.revision === undefined ? (await api.tenant(tenant.id)).current : await api.revision(tenant.id, options.revision);
  const write = writeTenantFolder(folder, revision.overlay);
  for (const file of write.written) console.log(`wrote ${file}`);
  for (const file of write.removed) console.log(`removed ${file}`);
  console.log(
    `${name}: revision ${revision.revision} of ${tenant.name} (${write.written.length} written, ` +
      `${write.unchanged.length} unchanged, ${write.removed.length} removed)`,
  );
  return 0;
}
