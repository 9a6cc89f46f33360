import { darken, DEFAULT_THEME, lighten, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2.1 AA for text of normal size (1.4.3). */
export const readableContrast = 4.5;

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const lighter = Math.max(luminance(one), luminance(other));
  const darker = Math.min(luminance(one), luminance(other));
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `color` where it reads at AA on every one of `backgrounds`, else darkened (on light backgrounds) or lightened (on
 * dark ones, the dark scheme's) step by step until it does: a tenant's colours keep their hue and change only as much
 * lightness as reading needs.
 */
export function readableOn(color: string, backgrounds: string[]): string {
  const onDark = backgrounds.every((background) => luminance(background) < 0.18);
  let candidate = color;
  for (let step = 1; step <= 20 && backgrounds.some((background) => contrastRatio(candidate, background) < readableContrast); step += 1) {
    candidate = onDark ? lighten(color, step * 0.05) : darken(color, step * 0.05);
  }
  return candidate;
}

/** Where coloured text and fills stand in the app: the page, cards and the grey surfaces of a light theme. */
const surfaces = [DEFAULT_THEME.white, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];

/** The same in the dark scheme: the page (dark 7), cards and inputs (dark 6) and what they turn to under a finger (dark 5). */
export const darkSurfaces = [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6], DEFAULT_THEME.colors.dark[5]];

/** The two readable shades of one palette. */
export interface ReadableShades {
  /**
   * Text in the colour on the app's surfaces, and fills that carry white text: the palette's primary shade or the
   * first darker one that reads (darkened past the darkest where none does, as yellow and orange need).
   */
  strong: string;
  /** Text in the colour on the palette's own light tint (light badges and buttons). */
  onTint: string;
}

const passes = (shade: string, backgrounds: string[]) => backgrounds.every((background) => contrastRatio(shade, background) >= readableContrast);

/** The readable shades of a palette whose light tint is its shade 1, as Mantine's light variant draws it. */
export function readableShades(palette: MantineColorsTuple, fromShade = 6): ReadableShades {
  const darkerShades = palette.slice(fromShade);
  const pick = (backgrounds: string[]) => darkerShades.find((shade) => passes(shade, backgrounds)) ?? readableOn(palette[9], backgrounds);
  return { strong: pick(surfaces), onTint: pick([palette[1]]) };
}

/** The dark scheme's tint of a palette, as Mantine's light variant draws it there (its shade 9, halved in lightness). */
export const darkTint = (palette: MantineColorsTuple): string => darken(palette[9], 0.5);

/** The readable shades of a palette in the dark scheme. */
export interface ReadableDarkShades {
  /** Coloured text and outlines on the dark surfaces: Mantine's shade 4 or the first lighter one that reads. */
  text: string;
  /** Text in the colour on its own dark tint (light badges and buttons). */
  onTint: string;
}

/** The readable shades of a palette on the dark scheme's surfaces (fills keep the light scheme's `strong`: white reads on it). */
export function readableDarkShades(palette: MantineColorsTuple): ReadableDarkShades {
  const lighterShades = palette.slice(0, 5).reverse();
  const pick = (backgrounds: string[]) => lighterShades.find((shade) => passes(shade, backgrounds)) ?? readableOn(palette[0], backgrounds);
  return { text: pick(darkSurfaces), onTint: pick([darkTint(palette)]) };
}
