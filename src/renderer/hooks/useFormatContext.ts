import { useTranslation } from 'react-i18next';
import type { FormatContext } from '../../spec/formatValue';

const intlLocales: Record<string, string> = { en: 'en-GB', nl: 'nl-NL', cy: 'cy-GB', fr: 'fr-FR', de: 'de-DE', deAt: 'de-AT', es: 'es-ES' };

/** The language and translate function that formatters use, following the current i18n language. */
export function useFormatContext(): FormatContext {
  const { t, i18n } = useTranslation();
  return { locale: intlLocales[i18n.language] ?? 'en-GB', translate: (key, values) => t(key, values) };
}
