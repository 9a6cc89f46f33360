// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio, darkSurfaces, darkTint, readableContrast, readableDarkShades, readableOn, readableShades } from '../../src/tenant/readableColors';
import { readableColorVariables, tenantTheme, themes } from '../../src/tenant/tenantTheme';

/** The theme Mantine builds for a tenant's named theme. */
const builtTheme = (name: string) => mergeMantineTheme(DEFAULT_THEME, tenantTheme(name));

describe('contrastRatio', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#1864ab', ['#ffffff'])).toBe('#1864ab');
  });
  it('darkens a colour that does not, until it reads on every background', () => {
    const yellow = readableOn('#e67700', ['#ffffff', '#f1f3f5']);
    expect(yellow).not.toBe('#e67700');
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(readableContrast);
    expect(contrastRatio(yellow, '#f1f3f5')).toBeGreaterThanOrEqual(readableContrast);
  });
  it('lightens a colour on dark backgrounds, until it reads on every one', () => {
    const indigo = readableOn('#364fc7', darkSurfaces);
    expect(indigo).not.toBe('#364fc7');
    for (const surface of darkSurfaces) expect(contrastRatio(indigo, surface)).toBeGreaterThanOrEqual(readableContrast);
  });
});

describe('readableDarkShades', () => {
  it('keeps Mantine’s shade 4 where it reads on the dark surfaces, and a lighter one where it does not', () => {
    expect(readableDarkShades(DEFAULT_THEME.colors.green).text).toBe(DEFAULT_THEME.colors.green[4]);
    const red = readableDarkShades(DEFAULT_THEME.colors.red).text;
    for (const surface of darkSurfaces) expect(contrastRatio(red, surface)).toBeGreaterThanOrEqual(readableContrast);
  });
});

describe('readableShades', () => {
  it('takes the first shade from 6 on that reads, so blue keeps its own shade 8 and 9', () => {
    expect(readableShades(DEFAULT_THEME.colors.blue)).toEqual({ strong: '#1971c2', onTint: '#1864ab' });
  });
});

describe('readableColorVariables', () => {
  it.each(Object.keys(themes))('gives every colour of theme %s fills, outlines, text and tinted text that read at AA', (name) => {
    const theme = builtTheme(name);
    const { light } = readableColorVariables(theme);
    const findings = Object.entries(theme.colors).flatMap(([color, palette]) => {
      const filled = light[`--mantine-color-${color}-filled`]!;
      const onTint = light[`--mantine-color-${color}-light-color`]!;
      const ratios: [string, number][] = [
        [`white on ${color} filled`, contrastRatio(theme.white, filled)],
        [`${color} text on gray 1`, contrastRatio(filled, theme.colors.gray[1])],
        [`${color} on its light tint`, contrastRatio(onTint, palette[1])],
      ];
      return ratios.filter(([, ratio]) => ratio < readableContrast).map(([what, ratio]) => `${what}: ${ratio.toFixed(2)}`);
    });
    expect(findings).toEqual([]);
    expect(light['--mantine-color-anchor']).toBe(`var(--mantine-color-${theme.primaryColor}-filled)`);
  });

  it('writes dimmed text in a grey that reads on white and on the grey surfaces, darker than Mantine’s 3.3:1 grey', () => {
    const { light } = readableColorVariables(builtTheme('moyo'));
    const dimmed = light['--mantine-color-dimmed']!;
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(readableContrast);
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(readableContrast);
    expect(contrastRatio(dimmed, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(readableContrast);
  });

  it.each(Object.keys(themes))('gives every colour of theme %s fills, text, outlines and tinted text that read at AA in the dark scheme', (name) => {
    const theme = builtTheme(name);
    const { dark } = readableColorVariables(theme);
    const findings = Object.entries(theme.colors).flatMap(([color, palette]) => {
      const text = dark[`--mantine-color-${color}-text`]!;
      const outline = dark[`--mantine-color-${color}-outline`]!;
      const ratios: [string, number][] = [
        [`white on ${color} filled`, contrastRatio(theme.white, dark[`--mantine-color-${color}-filled`]!)],
        ...darkSurfaces.flatMap((surface): [string, number][] => [
          [`${color} text on ${surface}`, contrastRatio(text, surface)],
          [`${color} outline on ${surface}`, contrastRatio(outline, surface)],
        ]),
        [`${color} on its dark tint`, contrastRatio(dark[`--mantine-color-${color}-light-color`]!, darkTint(palette))],
      ];
      return ratios.filter(([, ratio]) => ratio < readableContrast).map(([what, ratio]) => `${what}: ${ratio.toFixed(2)}`);
    });
    expect(findings).toEqual([]);
    expect(dark['--mantine-color-anchor']).toBe(`var(--mantine-color-${theme.primaryColor}-text)`);
  });

  it('writes dimmed text in the dark scheme in a grey that reads on its page, cards and inputs', () => {
    const dimmed = readableColorVariables(builtTheme('moyo')).dark['--mantine-color-dimmed']!;
    for (const surface of darkSurfaces) expect(contrastRatio(dimmed, surface)).toBeGreaterThanOrEqual(readableContrast);
  });
});
