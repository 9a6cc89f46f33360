import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const themesDir = join(import.meta.dirname, '..', '..', 'themes');

/** The `themeColor` of a named theme in `themes/`; moyo's for an unknown name. */
export function themeColor(name: string): string {
  const file = join(themesDir, `${/^[a-z]+$/.test(name) ? name : 'moyo'}.json`);
  const theme = JSON.parse(readFileSync(existsSync(file) ? file : join(themesDir, 'moyo.json'), 'utf8')) as { themeColor: string };
  return theme.themeColor;
}
