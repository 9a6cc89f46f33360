import { useTexts } from '../texts';
import type { FormatContext } from '../../ground/screenLanguage/formatValue';
import { dayjsLocaleOf, intlLocaleOf, intlSpeaks } from '../../tenant/dayjsLocales';

/**
 * The language and translate function that formatters use, following the current i18n language; for a language the
 * browser's Intl does not know, the dayjs locale dates are written with instead (loaded with the language's texts).
 */
export function useFormatContext(): FormatContext {
  const { t, language } = useTexts();
  return {
    locale: intlLocaleOf[language] ?? 'en-GB',
    translate: (key, values) => t(key, values),
    ...(!intlSpeaks(language) && { dayjsLocale: dayjsLocaleOf[language] ?? 'en-gb' }),
  };
}
