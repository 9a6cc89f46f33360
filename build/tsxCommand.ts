import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** tsx's loader, as an address `node --import` takes from any working folder. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * The command that runs a TypeScript file (and its arguments) in one Node process with tsx's loader. `npx tsx` starts
 * npm and then tsx's launcher, which starts Node again: some 0.9 s of a core more for each process a test starts.
 */
export function tsxCommand(file: string, ...args: string[]): [command: string, args: string[]] {
  return [process.execPath, ['--import', tsxLoader, file, ...args]];
}
