import { unifiedDiff } from './unifiedDiff';

/** Settings first, then screens, then texts, each by name: the order a reader meets them in a folder. */
const groupOf = (file: string) => (file === 'settings.yaml' ? 0 : file.startsWith('screens/') ? 1 : 2);

/**
 * One unified diff per file that differs between two overlays' files (see `overlayFiles`), each file named under
 * its side's label (`revision 6/screens/my-vacations.yaml`, `tenants/acme/locales/nl.json`); `''` when all are equal.
 */
export function diffOverlays(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  labels: { before: string; after: string },
): string {
  const files = [...new Set([...before.keys(), ...after.keys()])]
    .sort((a, b) => groupOf(a) - groupOf(b) || (a < b ? -1 : a > b ? 1 : 0));
  return files
    .map((file) => unifiedDiff(before.get(file), after.get(file), { before: `${labels.before}/${file}`, after: `${labels.after}/${file}` }))
    .join('');
}
