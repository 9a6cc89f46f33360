import type { TemplateScope } from '../ground/screenLanguage/renderTemplate';

/** Option names i18next reads itself: a record's field of that name must never steer a translation. */
const i18nextOptionNames = new Set([
  'count', 'context', 'defaultValue', 'lng', 'lngs', 'fallbackLng', 'ns', 'keyPrefix', 'returnObjects', 'returnDetails',
  'joinArrays', 'postProcess', 'interpolation', 'replace', 'ordinal', 'skipInterpolation',
]);

/**
 * The scope as values for a translated text, so a locale text can say `Welcome, {{$user.person.firstName}}` or
 * `{{name}} signs first` from the record. i18next's own option names are left out.
 */
export function scopeValues(scope: TemplateScope): Record<string, unknown> {
  return Object.fromEntries(Object.entries(scope).filter(([key]) => !i18nextOptionNames.has(key)));
}
