/**
 * `npm run check:screens [-- --root <dir>]`: validates `screens/*.yaml`, `screens/menus.yaml` and
 * `locales/en.json` under the root (default: the current folder), prints one line per error and a summary,
 * and exits 1 when anything is wrong.
 */
import path from 'node:path';
import { formatSpecError } from '../../ground/screenLanguage/formatSpecError';
import { runChecks } from '../runChecks';
import type { SpecError } from '../../ground/screenLanguage/SpecError';

function rootArgument(argv: readonly string[]): string {
  const index = argv.indexOf('--root');
  if (index === -1) return process.cwd();
  const value = argv[index + 1];
  if (!value) {
    console.error('usage: check-screens [--root <dir>]');
    process.exit(2);
  }
  return path.resolve(value);
}

const root = rootArgument(process.argv.slice(2));
const started = performance.now();
const result = runChecks({ root });
const seconds = ((performance.now() - started) / 1000).toFixed(2);
// Paths relative to where the command runs, so that terminals and editors can open them.
const relativeTo = (error: SpecError) => {
  const relative = path.relative(process.cwd(), path.resolve(root, error.file)).split(path.sep).join('/');
  return { ...error, file: (relative || '.') + (error.file.endsWith('/') ? '/' : '') };
};
for (const error of result.errors) console.log(formatSpecError(relativeTo(error)));
for (const warning of result.warnings) console.log(`${formatSpecError(relativeTo(warning))} (warning)`);
const { screens, menuLinks, routesPending } = result.summary;
const errors = result.errors.length;
const warnings = result.warnings.length;
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
console.log(
  `${count(screens, 'screen')}, ${count(menuLinks, 'menu link')}, ${count(routesPending, 'product route')} pending` +
    (errors > 0 ? `, ${count(errors, 'error')}` : '') +
    (warnings > 0 ? `, ${count(warnings, 'warning')}` : '') +
    ` (checked in ${seconds} s)`,
);
process.exit(errors > 0 ? 1 : 0);
