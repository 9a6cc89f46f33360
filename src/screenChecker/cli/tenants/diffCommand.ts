import { existsSync } from 'node:fs';
import { formatSpecError } from '../../../ground/screenLanguage/formatSpecError';
import { CommandError } from './CommandError';
import { connectTenant, type ServerLogin } from './connectTenant';
import { diffOverlays } from './diffOverlays';
import { folderName } from './folderName';
import { overlayFiles } from './overlayFiles';
import { readTenantFolder } from './readTenantFolder';

/** What `diff` is told besides its arguments. */
export interface DiffOptions extends ServerLogin {
  /** `--tenant`; required to compare two revisions, default the folder's name. */
  tenant?: string;
}

/**
 * `diff <revA> <revB> --tenant <t>` compares two revisions; `diff <folder>` compares the current revision with what a
 * push of the folder would make it (a folder without `settings.yaml` keeps the tenant's settings). Prints a unified
 * diff per file; answers 0 when equal and 1 when not, as `diff` does.
 */
export async function diffCommand(args: readonly string[], options: DiffOptions): Promise<number> {
  const [first = '', second] = args;
  const output = args.length === 2 && second !== undefined ? await diffRevisions(first, second, options) : await diffFolder(first, options);
  process.stdout.write(output);
  return output === '' ? 0 : 1;
}

async function diffRevisions(first: string, second: string, options: DiffOptions): Promise<string> {
  const [before, after] = [first, second].map((value) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined));
  if (before === undefined || after === undefined) throw new CommandError(`diff compares two revision numbers, not "${first}" and "${second}"`, true);
  if (options.tenant === undefined) throw new CommandError('diff of two revisions needs --tenant <name, host or id>', true);
  const { api, tenant } = await connectTenant(options, options.tenant);
  const [older, newer] = await Promise.all([api.revision(tenant.id, before), api.revision(tenant.id, after)]);
  return diffOverlays(overlayFiles(older.overlay), overlayFiles(newer.overlay), { before: `revision ${first}`, after: `revision ${second}` });
}

async function diffFolder(folder: string, options: DiffOptions): Promise<string> {
  if (!existsSync(folder)) throw new CommandError(`${folder} is not a folder: diff takes a tenant folder, or two revisions and --tenant`, true);
  const read = readTenantFolder(folder);
  if (read.errors.length > 0) {
    throw new CommandError(`${folderName(folder)}: cannot read the folder\n${read.errors.map(formatSpecError).join('\n')}`);
  }
  const { api, tenant } = await connectTenant(options, options.tenant ?? folderName(folder));
  const { current } = await api.tenant(tenant.id);
  const overlay = read.hasSettings ? read.overlay : { ...read.overlay, screens: current.overlay.screens };
  return diffOverlays(overlayFiles(current.overlay), overlayFiles(overlay), { before: `revision ${current.revision}`, after: read.shown });
}
