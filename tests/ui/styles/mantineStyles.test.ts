// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
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
const frame = importedStyles('src/ui/styles/frameStyles.ts');
const rest = importedStyles('src/ui/styles/screenStyles.ts');
const otherScreens = new Set([...frame, ...rest]);

/** A relative import's file (`.ts`, `.tsx` or a folder's index), or undefined for a package, a stylesheet or JSON. */
function resolved(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending)
    .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The files `roots` load at once (their static imports, followed), and the files those load on use (`import(…)`),
 * which are not followed.
 */
function loadedWith(roots: string[]): { atOnce: Set<string>; onUse: Set<string> } {
  const atOnce = new Set<string>();
  const onUse = new Set<string>();
  const visit = (file: string) => {
    if (atOnce.has(file)) return;
    atOnce.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?'(\.[^']+)'/gm)) {
      const file2 = resolved(file, match[1]!);
      if (file2) visit(file2);
    }
    for (const match of code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
      const file2 = resolved(file, match[1]!);
      if (file2) onUse.add(file2);
    }
  };
  roots.forEach(visit);
  return { atOnce, onUse: new Set([...onUse].filter((file) => !atOnce.has(file))) };
}

/** The logged-in frame and home's dashboard: what a logged-in start draws, with the frame's stylesheet only. */
const frameRoots = ['src/app/AppLayout.tsx', 'src/renderer/layouts/DashboardLayout.tsx'];
const importsScreenStyles = (file: string) => /^import '[./]+(?:ui\/)?styles\/screenStyles';$/m.test(readFileSync(file, 'utf8'));

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

  it('name only style files that exist, each in one of the three', () => {
    for (const component of [...firstScreen, ...otherScreens]) expect(hasStyles(component), component).toBe(true);
    expect([...firstScreen].filter((component) => otherScreens.has(component))).toEqual([]);
    expect([...frame].filter((component) => rest.has(component))).toEqual([]);
  });

  it('give the frame and home\'s dashboard the styles of everything they draw at once, and no more', () => {
    const { atOnce } = loadedWith(frameRoots);
    expect(atOnce.size).toBeGreaterThan(20);
    const used = new Set([...atOnce].flatMap(componentsOf).filter(hasStyles));
    expect(used).toContain('AppShell');
    expect([...used].filter((component) => !firstScreen.has(component) && !frame.has(component))).toEqual([]);
    // The frame's stylesheet carries only what it draws: the rest of Mantine's styles come with other screens.
    expect([...frame].filter((component) => !used.has(component) && ![...used].some((user) => stylesAlsoNeeded[user]?.includes(component)))).toEqual([]);
    expect([...atOnce].filter(importsScreenStyles)).toEqual([]);
  });

  it('bring the other screens\' styles with each part the frame or a dashboard loads on use', () => {
    const { onUse } = loadedWith(frameRoots);
    const drawing = [...onUse].filter((file) => file.endsWith('.tsx'));
    expect(drawing).toContain('src/app/outbox/OutboxDrawer.tsx');
    expect(drawing.filter((file) => !importsScreenStyles(file))).toEqual([]);
  });
});
