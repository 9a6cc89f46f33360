import { createTheme, darken, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { darkSurfaces, readableDarkShades, readableOn, readableShades } from './readableColors';
import moyo from '../../themes/moyo.json';
import ocean from '../../themes/ocean.json';
import sunset from '../../themes/sunset.json';
import forest from '../../themes/forest.json';
import midnight from '../../themes/midnight.json';

/** A named tenant theme from `themes/`. */
export interface NamedTheme {
  name: string;
  /** A Mantine colour name. */
  primaryColor: string;
  /** The browser and installed app colour (`theme-color`, manifest). */
  themeColor: string;
}

/** The named list of themes (section 9); `moyo` keeps the defaults. */
export const themes: Record<string, NamedTheme> = { moyo, ocean, sunset, forest, midnight };

/**
 * The Mantine theme for a tenant's `mobileTheme`; unknown names fall back to moyo. A phone set to reduce motion gets
 * no transitions (dialogs, drawers and toasts appear at once). A field's messages keep their line breaks.
 */
export function tenantTheme(name: string | undefined): MantineThemeOverride {
  const theme = themes[name ?? 'moyo'] ?? moyo;
  return createTheme({
    primaryColor: theme.primaryColor,
    defaultRadius: 'md',
    respectReducedMotion: true,
    // A field may carry several messages from the server, one per line.
    components: { InputWrapper: { styles: { error: { whiteSpace: 'pre-line' } } } },
  });
}

/**
 * Colours that read at WCAG AA in every tenant theme, in both colour schemes. Light: each palette's fills, outlines
 * and coloured text take its readable strong shade (white text on it and it on the app's surfaces at 4.5:1 or more),
 * its text on its own light tint the readable tint shade, and dimmed text a grey that still reads; Mantine's defaults
 * (primary shade 6, dimmed gray 6) fall to 2.6–3.6:1 (issue 17). Dark (issue 35): fills keep the strong shade (white
 * text reads on it), coloured text and outlines take a light shade that reads on the dark surfaces, and so does the
 * text on the dark tint; Mantine's dark fills (shade 8) fall below 4.5:1 with white for yellow, orange and lime.
 */
export const readableColorVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    const { strong, onTint } = readableShades(palette);
    light[`--mantine-color-${name}-filled`] = strong;
    light[`--mantine-color-${name}-filled-hover`] = darken(strong, 0.12);
    light[`--mantine-color-${name}-outline`] = strong;
    light[`--mantine-color-${name}-light-color`] = onTint;
    const shades = readableDarkShades(palette);
    dark[`--mantine-color-${name}-filled`] = strong;
    dark[`--mantine-color-${name}-filled-hover`] = darken(strong, 0.12);
    dark[`--mantine-color-${name}-text`] = shades.text;
    dark[`--mantine-color-${name}-outline`] = shades.text;
    dark[`--mantine-color-${name}-light-color`] = shades.onTint;
  }
  light['--mantine-color-dimmed'] = readableOn(theme.colors.gray[6], [theme.white, theme.colors.gray[0], theme.colors.gray[1]]);
  light['--mantine-color-error'] = 'var(--mantine-color-red-filled)';
  light['--mantine-color-anchor'] = `var(--mantine-color-${theme.primaryColor}-filled)`;
  dark['--mantine-color-dimmed'] = readableOn(theme.colors.dark[2], darkSurfaces);
  dark['--mantine-color-error'] = 'var(--mantine-color-red-text)';
  dark['--mantine-color-anchor'] = `var(--mantine-color-${theme.primaryColor}-text)`;
  return { variables: {}, light, dark };
};
