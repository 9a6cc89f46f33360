import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsxCommand } from '../../../build/tsxCommand';

/** The repository root. */
export const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** What a run of `npm run tenant` printed, line by line, and its exit status. */
export interface CliRun {
  status: number | null;
  lines: string[];
  errorLines: string[];
}

/**
 * Runs `tsx src/screenChecker/cli/tenant.ts <args>` in `cwd` (so messages name folders relative to it) without blocking: a
 * server in the same process must go on answering. The `CREW_*` variables come only from `env`.
 */
export function runTenantCli(args: readonly string[], cwd = repo, env: Record<string, string> = {}): Promise<CliRun> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CREW_')));
  const child = spawn(...tsxCommand(join(repo, 'src/screenChecker/cli/tenant.ts'), ...args), {
    cwd, env: { ...inherited, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, lines: lines(stdout), errorLines: lines(stderr) }));
  });
}

/** A fresh temporary folder for tenant folders. */
export const makeWorkDir = () => mkdtempSync(join(tmpdir(), 'crew-tenant-cli-'));

/** Writes files (by path inside `folder`) into a new tenant folder. */
export function writeFolder(folder: string, files: Record<string, string>): string {
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  return folder;
}

/** A copy of the repository's `tenants/acme` at `target`. */
export function copyAcme(target: string): string {
  cpSync(join(repo, 'tenants/acme'), target, { recursive: true });
  return target;
}
