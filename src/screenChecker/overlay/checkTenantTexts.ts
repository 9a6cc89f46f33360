import { placeholderProblem } from '../checkLocaleTexts';
import { appendPointer, splitPointer, valueAtPointer } from '../../ground/screenLanguage/jsonPointer';
import type { LocaleFile } from '../LocaleFile';
import type { SpecError } from '../../ground/screenLanguage/SpecError';
import type { LocaleTexts } from '../../ground/screenLanguage/overlay/localeTexts';

/**
 * A tenant's texts against the product's English, which they are laid over. A text cannot take the place of a product
 * group, nor a group of a product text: the product's keys there would be gone. A text of a product key keeps
 * English's placeholders (the code fills in those); another language's text of the tenant's own key keeps those of
 * the tenant's English text; and a key with no English text, the product's or the tenant's, is a mistake (English
 * would show the bare key). Errors name the tenant's file and the pointer. Pure.
 */
export function checkTenantTexts(
  texts: Partial<Record<string, LocaleTexts>>,
  productLocales: readonly LocaleFile[],
  localeFile: (language: string) => string,
): SpecError[] {
  const productEnglish = productLocales.find((locale) => locale.language === 'en');
  const productFile = productEnglish?.file ?? 'locales/en.json';
  const errors: SpecError[] = [];
  for (const [language, own] of Object.entries(texts)) {
    const file = localeFile(language);
    const visit = (group: LocaleTexts, pointer: string) => {
      for (const [key, value] of Object.entries(group)) {
        const at = appendPointer(pointer, key);
        const name = splitPointer(at).join('.');
        const product = valueAtPointer(productEnglish?.texts, at);
        const error = (message: string) => errors.push({ file, pointer: at, message });
        if (typeof value !== 'string') {
          if (typeof product === 'string') error(`"${name}" is a text in ${productFile}: a group cannot take its place`);
          else visit(value, at);
        } else if (product !== undefined && typeof product !== 'string') {
          error(`"${name}" is a group of texts in ${productFile}: a text cannot take its place`);
        } else {
          const english = product ?? (language === 'en' ? value : valueAtPointer(texts.en, at));
          if (typeof english !== 'string') error(`"${name}" has no English text (${productFile} or ${localeFile('en')}): add one, or remove it here`);
          else {
            const problem = placeholderProblem(name, value, english);
            if (problem) error(problem);
          }
        }
      }
    };
    if (own) visit(own, '');
  }
  return errors;
}
