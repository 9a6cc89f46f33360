import { useId } from 'react';
import { Select } from '@mantine/core';
import { useTexts } from '../texts';
import { useScreenData } from '../hooks/useScreenData';
import { loadedOptions, type LoadedOption } from '../parts/loadedOptions';
import type { WidgetProps } from './WidgetProps';

type OptionValue = string | number;
type Option = LoadedOption;

/**
 * `kind: select`: one choice from `options.values` (labels are i18n keys, or the data's text for questions) or from records loaded from
 * `options.source` (templated with the form's values, so one select can depend on another). The value is the
 * option's value, or null; disabled with a spinner while the options load.
 */
export function SelectWidget({ field, name, label, description, placeholder, value, onChange, onBlur, error, required, disabled, scope }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  const { t } = useTexts();
  const options = field.options ?? {};
  const loaded = useScreenData(options.source, scope, { list: true });
  const data: Option[] = options.source
    ? loadedOptions(options, loaded.items)
    : (options.values ?? []).map((option) => ({ value: option.value, label: field.dataLabels ? option.label : t(option.label) }));
  const loading = loaded.status === 'loading';
  const failed = loaded.status === 'error';
  const selected = data.find((option) => option.value === value || (value !== null && value !== undefined && String(option.value) === String(value)));
  return (
    <Select<OptionValue>
      name={name}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      placeholder={loading ? t('form.loadingOptions') : placeholder}
      data={data}
      value={selected?.value ?? null}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error ?? (failed ? t('form.optionsFailed') : undefined)}
      required={required}
      // A required choice cannot be emptied by picking it again.
      allowDeselect={!required}
      disabled={disabled || loading}
      loading={loading}
      searchable={data.length > 10}
      nothingFoundMessage={t('form.noOptions')}
      // A closed list stays out of the page, so the label names one element only.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
