import { stringify } from 'yaml';
import type { TenantOverlay } from '../../../ground/screenLanguage/overlay/TenantOverlay';

/** The first line of a written `settings.yaml`: editors then complete and check it (for `tenants/<name>/`). */
export const settingsHeader = '# yaml-language-server: $schema=../../schemas/tenant-settings.schema.json\n';

/** Keys of settings in the order people write them; any other key follows, alphabetically. */
const settingsOrder = ['enabled', 'side', 'bottom', 'order', 'icon', 'label', 'when', 'field'];

/**
 * An overlay as the files of a tenant folder, by path inside the folder: `settings.yaml` (only when there are
 * settings), `screens/<id>.yaml` as stored, `locales/<language>.json` as 2-space JSON. What `pull` writes and
 * `diff` compares. Keys are put in one order (the server keeps JSON without the order it was written in), so that a
 * folder and a revision differ only where their content does.
 */
export function overlayFiles(overlay: TenantOverlay): Map<string, string> {
  const files = new Map<string, string>();
  if (Object.keys(overlay.screens).length > 0) {
    files.set('settings.yaml', settingsHeader + stringify({ screens: inOrder(overlay.screens, settingsOrder) }));
  }
  for (const name of Object.keys(overlay.files).sort()) {
    const text = overlay.files[name];
    if (text !== undefined) files.set(`screens/${name}`, text);
  }
  for (const language of Object.keys(overlay.texts).sort()) {
    files.set(`locales/${language}.json`, `${JSON.stringify(inOrder(overlay.texts[language], []), null, 2)}\n`);
  }
  return files;
}

/** A copy of a JSON value with each object's keys in `first`'s order, then alphabetically. */
function inOrder(value: unknown, first: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => inOrder(item, first));
  if (value === null || typeof value !== 'object') return value;
  const rank = (key: string) => (first.includes(key) ? first.indexOf(key) : first.length);
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, inOrder((value as Record<string, unknown>)[key], first)]));
}
