import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TenantOverlay } from '../../../ground/screenLanguage/overlay/TenantOverlay';
import { overlayFiles } from './overlayFiles';

/** What a pull did to a folder, as paths relative to the current folder. */
export interface FolderWrite {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/**
 * Makes a tenant folder hold an overlay (Node only): writes its files (see `overlayFiles`) where they differ, and
 * removes `settings.yaml`, screen and text files the overlay does not have. Other files are left alone.
 */
export function writeTenantFolder(folder: string, overlay: TenantOverlay): FolderWrite {
  const root = path.resolve(folder);
  const shown = (file: string) => path.relative(process.cwd(), path.join(root, file)).split(path.sep).join('/');
  const files = overlayFiles(overlay);
  const result: FolderWrite = { written: [], unchanged: [], removed: [] };
  for (const [file, text] of files) {
    const target = path.join(root, file);
    // The names come from a server: none may reach outside the folder.
    if (path.relative(root, target).split(path.sep).includes('..')) throw new Error(`refusing to write ${file}: outside ${folder}`);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) {
      result.unchanged.push(shown(file));
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    result.written.push(shown(file));
  }
  const stale = [
    'settings.yaml',
    ...listed(root, 'screens', '.yaml'),
    ...listed(root, 'locales', '.json'),
  ].filter((file) => !files.has(file) && existsSync(path.join(root, file)));
  for (const file of stale) {
    rmSync(path.join(root, file));
    result.removed.push(shown(file));
  }
  return result;
}

function listed(root: string, folder: string, extension: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full).filter((name) => name.endsWith(extension)).sort().map((name) => `${folder}/${name}`);
}
