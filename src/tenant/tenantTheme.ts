import { createTheme, type MantineThemeOverride } from '@mantine/core';
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
