import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository, whose real `screens/` and `locales/` every broken root starts from. */
export const repo = fileURLToPath(new URL('../../', import.meta.url));
const rules = fileURLToPath(new URL('../fixtures/screen-rules/', import.meta.url));
const folders = ['screens', 'locales'];
const roots: string[] = [];

/** One change to a real file of the copy: `find` must occur exactly once. */
interface Edit {
  file: string;
  find: string;
  replace: string;
}

/**
 * A temporary root holding a copy of the repository's `screens/` and `locales/`, broken as
 * `tests/fixtures/screen-rules/<fixture>/` says: its `screens/` and `locales/` files are laid over the copy (added, or
 * replacing the original), and its `edits.json`, if any, is applied to the copy's real files (the texts change too
 * often for a copy of them to stay valid). The files so changed are made a minute newer than the rest: they are the
 * ones an implementer just edited, where a duplicate is reported.
 */
export function brokenRoot(fixture: string): string {
  const source = path.join(rules, fixture);
  const root = mkdtempSync(path.join(tmpdir(), `screen-rule-${fixture}-`));
  roots.push(root);
  const changed: string[] = [];
  for (const folder of folders) {
    cpSync(path.join(repo, folder), path.join(root, folder), { recursive: true });
    if (!existsSync(path.join(source, folder))) continue;
    cpSync(path.join(source, folder), path.join(root, folder), { recursive: true });
    changed.push(...readdirSync(path.join(source, folder)).map((name) => path.join(folder, name)));
  }
  const edits = path.join(source, 'edits.json');
  for (const edit of existsSync(edits) ? (JSON.parse(readFileSync(edits, 'utf8')) as Edit[]) : []) {
    const file = path.join(root, edit.file);
    const text = readFileSync(file, 'utf8');
    const found = text.split(edit.find).length - 1;
    if (found !== 1) throw new Error(`${fixture}/edits.json: ${edit.file} holds ${JSON.stringify(edit.find)} ${found} times, not once`);
    writeFileSync(file, text.replace(edit.find, edit.replace));
    changed.push(edit.file);
  }
  const newer = Date.now() / 1000 + 60;
  for (const file of changed) utimesSync(path.join(root, file), newer, newer);
  return root;
}

/** Removes every root `brokenRoot` made (call it in `afterAll`). */
export function removeBrokenRoots(): void {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
}
