import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A test that replaces a module for its own file (`vi.mock`, `vi.doMock`). */
const replacesModule = /\bvi\.(?:mock|doMock)\(/;

/**
 * The test files under `dir` that replace a module, as paths relative to `root`: they need a module registry of
 * their own, so they run isolated while the other files share a worker's modules (an earlier file that loaded the
 * real module would otherwise keep it in place of the mock, depending on which files a worker ran first).
 */
export function moduleMockingTests(root: string, dir = 'tests'): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && replacesModule.test(readFileSync(path, 'utf8'))) found.push(relative(root, path));
    }
  };
  walk(join(root, dir));
  return found.sort();
}
