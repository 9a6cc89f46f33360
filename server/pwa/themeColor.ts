import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const themesDir = join(import.meta.dirname, '..', '..', 'themes');
const colours = new Map<string, string>();

/** The `themeColor` of a named theme in `themes/` (read once per name); moyo's for an unknown name. */
export function themeColor(name: string): string {
  const known = colours.get(name);
  if (known) return known;
  const file = join(themesDir, `${/^[a-z]+$/.test(name) ? name : 'moyo'}.json`);
  const theme = JSON.parse(readFileSync(existsSync(file) ? file : join(themesDir, 'moyo.json'), 'utf8')) as { themeColor: string };
  colours.set(name, theme.themeColor);
  return theme.themeColor;
}
