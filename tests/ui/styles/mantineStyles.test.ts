// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Mantine components whose styles live in other components' files too (from Mantine's per-component docs). */
const stylesAlsoNeeded: Record<string, string[]> = {
  TextInput: ['Input'], Textarea: ['Input'], PasswordInput: ['Input', 'ActionIcon'], NumberInput: ['Input'],
  FileInput: ['Input', 'CloseButton'], Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'], Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'], Switch: ['InlineInput'], LoadingOverlay: ['Overlay', 'Loader'],
  Alert: ['CloseButton'], AppShell: ['Burger'], Highlight: ['Mark'],
};

const stylesFolder = 'node_modules/@mantine/core/styles';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The Mantine components a file imports (values only), with the other components their styles need. */
function componentsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim()).filter((name) => /^[A-Z]/.test(name)));
  return [...new Set(names.flatMap((name) => [name, ...(stylesAlsoNeeded[name] ?? [])]))];
}

/** The component style files a styles module imports. */
function importedStyles(module: string): Set<string> {
  const code = readFileSync(module, 'utf8');
  return new Set([...code.matchAll(/'@mantine\/core\/styles\/(\w+)\.css'/g)].map((match) => match[1]!));
}

const hasStyles = (component: string) => existsSync(join(stylesFolder, `${component}.css`));
const firstScreen = importedStyles('src/ui/styles/firstScreenStyles.ts');
const otherScreens = importedStyles('src/ui/styles/screenStyles.ts');

/** What the login page draws before anything else loads. */
const firstScreenFiles = [
  'src/app/LoginScreen.tsx', 'src/app/PublicFrame.tsx', 'src/app/NotFoundScreen.tsx', 'src/ui/LoadingState.tsx',
  'src/ui/ErrorState.tsx', 'src/app/OfflineNotice.tsx', 'src/app/NonPersonalNotice.tsx',
];

describe("Mantine's styles, split between the first screen and the rest", () => {
  it('cover every Mantine component the app draws', () => {
    const used = [...new Set(sourceFiles('src').flatMap(componentsOf))].filter(hasStyles);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((component) => !firstScreen.has(component) && !otherScreens.has(component))).toEqual([]);
  });

  it('give the first screen the styles of everything it draws', () => {
    const used = [...new Set(firstScreenFiles.flatMap(componentsOf))].filter(hasStyles);
    expect(used).toContain('PasswordInput');
    expect(used.filter((component) => !firstScreen.has(component))).toEqual([]);
  });

  it('name only style files that exist, each in one of the two', () => {
    for (const component of [...firstScreen, ...otherScreens]) expect(hasStyles(component), component).toBe(true);
    expect([...firstScreen].filter((component) => otherScreens.has(component))).toEqual([]);
  });
});
