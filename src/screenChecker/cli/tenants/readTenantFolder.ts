import { existsSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { OverlayNames } from '../../overlay/checkOverlay';
import type { LocaleTexts } from '../../../ground/screenLanguage/overlay/localeTexts';
import type { ScreenSetting, TenantOverlay } from '../../../ground/screenLanguage/overlay/TenantOverlay';
import { parseYamlWithPositions } from '../../parseYamlWithPositions';
import type { SpecError } from '../../../ground/screenLanguage/SpecError';
import { parseJsonFile } from './parseJsonFile';
import { asRecord } from '../../../ground/screenLanguage/specRecord';

/** A tenant folder as read from disk: the overlay it holds, and what keeps it from being read whole. */
export interface TenantFolder {
  /** The folder as messages name it: relative to the current folder, with `/`. */
  shown: string;
  overlay: TenantOverlay;
  /** Whether the folder has a `settings.yaml`; without one, a push keeps the settings the server has. */
  hasSettings: boolean;
  /** Local paths for messages (`tenants/acme/screens/my-vacations.yaml`), and positions in `settings.yaml`. */
  names: OverlayNames;
  /** Files that do not parse, and files a tenant folder does not hold (they would be silently left out). */
  errors: SpecError[];
}

const folderHint = 'a tenant folder holds settings.yaml, screens/<id>.yaml and locales/<language>.json';

/**
 * Reads `settings.yaml`, `screens/*.yaml` and `locales/*.json` of a tenant folder (Node only) into an overlay:
 * screen files as written, texts parsed, settings' `screens:` as the overlay's screens. Checking the overlay is
 * `checkTenantFolder`'s job.
 */
export function readTenantFolder(folder: string): TenantFolder {
  const shown = path.relative(process.cwd(), path.resolve(folder)).split(path.sep).join('/') || '.';
  const names: OverlayNames = {
    screenFile: (name) => `${shown}/screens/${name}`,
    localeFile: (language) => `${shown}/locales/${language}.json`,
    settingsFile: `${shown}/settings.yaml`,
  };
  const result: TenantFolder = { shown, overlay: { screens: {}, files: {}, texts: {} }, hasSettings: false, names, errors: [] };
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    result.errors.push({ file: shown, pointer: '', message: 'is not a folder' });
    return result;
  }
  const notRead = (entry: string, why: string) => result.errors.push({ file: `${shown}/${entry}`, pointer: '', message: `is not read: ${why}` });
  for (const entry of entries(folder)) {
    const full = path.join(folder, entry.name);
    if (entry.name === 'settings.yaml' && entry.isFile()) readSettings(readFileSync(full, 'utf8'), result);
    else if (entry.name === 'screens' && entry.isDirectory()) {
      for (const screen of entries(full)) {
        if (screen.isFile() && screen.name.endsWith('.yaml')) result.overlay.files[screen.name] = readFileSync(path.join(full, screen.name), 'utf8');
        else notRead(`screens/${shownName(screen)}`, 'screen files are named <screen id>.yaml, e.g. my-vacations.yaml');
      }
    } else if (entry.name === 'locales' && entry.isDirectory()) {
      for (const locale of entries(full)) {
        if (locale.isFile() && locale.name.endsWith('.json')) readTexts(path.join(full, locale.name), locale.name.slice(0, -'.json'.length), result);
        else notRead(`locales/${shownName(locale)}`, 'text files are named <language>.json, e.g. nl.json');
      }
    } else notRead(shownName(entry), folderHint);
  }
  return result;
}

function entries(folder: string): Dirent[] {
  return readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function shownName(entry: Dirent): string {
  return entry.isDirectory() ? `${entry.name}/` : entry.name;
}

function readTexts(file: string, language: string, folder: TenantFolder): void {
  const parsed = parseJsonFile(readFileSync(file, 'utf8'), folder.names.localeFile(language));
  // Texts that are not a group of strings are left to checkOverlay, which names the key at fault.
  if (parsed.ok) folder.overlay.texts[language] = parsed.value as LocaleTexts;
  else folder.errors.push(parsed.error);
}

/** `settings.yaml` holds one key, `screens:` (and `$schema` for editors that want it as a key). */
function readSettings(text: string, folder: TenantFolder): void {
  const file = folder.names.settingsFile;
  const parsed = parseYamlWithPositions(text, file);
  folder.hasSettings = true;
  folder.names.settingsLocate = parsed.locate;
  folder.errors.push(...parsed.errors);
  if (parsed.errors.length > 0 || parsed.value === null || parsed.value === undefined) return;
  const settings = asRecord(parsed.value);
  if (!settings) {
    folder.errors.push({ file, ...parsed.locate(''), pointer: '', message: 'settings must be a map with one key, screens' });
    return;
  }
  for (const key of Object.keys(settings).filter((name) => name !== 'screens' && name !== '$schema')) {
    const pointer = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    folder.errors.push({ file, ...parsed.locate(pointer, 'key'), pointer, message: `unknown key "${key}": settings.yaml has one key, screens` });
  }
  // A wrong shape under `screens:` is reported by checkOverlay against the settings schema, at its line.
  folder.overlay.screens = (settings.screens ?? {}) as Record<string, ScreenSetting>;
}
