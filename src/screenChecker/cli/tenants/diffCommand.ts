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
  const output = args.length === 2 ? await diffRevisions(args[0]!, args[1]!, options) : await diffFolder(args[0]!, options);
  process.stdout.write(output);
  return output === '' ? 0 : 1;
}

async function diffRevisions(first: string, second: string, options: DiffOptions): Promise<string> {
  const numbers = [first, second].map((value) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined));
  if (numbers.includes(undefined)) throw new CommandError(`diff compares two revision numbers, not "${first}" and "${second}"`, true);
  if (options.tenant === undefined) throw new CommandError('diff of two revisions needs --tenant <name, host or id>', true);
  const { api, tenant } = await connectTenant(options, options.tenant);
  const [before, after] = await Promise.all(numbers.map((revision) => api.revision(tenant.id, revision!)));
  return diffOverlays(overlayFiles(before!.overlay), overlayFiles(after!.overlay), { before: `revision ${first}`, after: `revision ${second}` });
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
