import type { SelectOptions } from '../../ground/screenLanguage/types';
import { renderTemplate, renderValue, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import type { FormatContext } from '../../ground/screenLanguage/formatValue';

/** A choice offered by a select or a filter: the value sent and the text shown. */
export interface LoadedOption<V = string | number> {
  value: V;
  label: string;
}

function toOptionValue(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value ?? '');
}

/**
 * Maps records loaded for `options.source` to choices: `options.value` (default `{{ id }}`, keeping a number a number)
 * and `options.label` (default `{{ name }}`; with `format`, its formatters translate, e.g. `{{ code | t:findBestPerson.methods }}`).
 */
export function loadedOptions(options: SelectOptions, items: readonly TemplateScope[], format?: FormatContext): LoadedOption[] {
  return items.map((item) => ({
    value: toOptionValue(renderValue(options.value ?? '{{ id }}', item)),
    label: renderTemplate(options.label ?? '{{ name }}', item, format),
  }));
}
