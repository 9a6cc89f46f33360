import path from 'node:path';

/** A tenant folder's own name (`tenants/acme` → `acme`): the tenant it is for unless `--tenant` says otherwise. */
export function folderName(folder: string): string {
  return path.basename(path.resolve(folder));
}
