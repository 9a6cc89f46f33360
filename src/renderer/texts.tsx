import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** The app's texts as a screen's parts read them: the translate function and the language it speaks. */
export interface Texts {
  t: TFunction;
  language: string;
}

const TextsContext = createContext<Texts | null>(null);

/**
 * Follows the language for the parts below: one `useTranslation` for a whole layout, which draws again with the new
 * language. react-i18next's hook does a good deal of work per component (its options, namespaces and a store
 * subscription each), and a dashboard or a list has a hundred parts that only need `t`.
 */
function TextsProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const texts = useMemo(() => ({ t, language: i18n.language }), [t, i18n.language]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** Gives the parts below the texts, unless a layout above already does (a tab pane, an action panel). */
export function TextsOfLayout({ children }: { children: ReactNode }) {
  return useContext(TextsContext) ? children : <TextsProvider>{children}</TextsProvider>;
}

/** Without any i18n instance, as react-i18next answers then: the key itself (or the default value given). */
const keyItself = ((key: string, options?: unknown) =>
  (typeof options === 'string' ? options : key)) as unknown as TFunction;

/**
 * The texts for a part of a screen: those of the layout drawing it (`TextsOfLayout`, in `LayoutView`). A part drawn on
 * its own, outside any layout, reads the i18n instance at hand as it is.
 */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  if (texts) return texts;
  if (!instance) return { t: keyItself, language: 'en' };
  return { t: instance.t.bind(instance) as TFunction, language: instance.language };
}
