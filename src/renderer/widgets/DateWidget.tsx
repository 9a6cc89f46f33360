import { useId } from 'react';
import { TextInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';

/**
 * `kind: date`: a day as `YYYY-MM-DD` (empty string when none). A native date input, so phones show their own
 * date wheel or calendar in the user's language, and the value needs no parsing or time zone handling.
 */
export function DateWidget({ name, label, description, placeholder, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  return (
    <TextInput
      type="date"
      name={name}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      placeholder={placeholder}
      value={typeof value === 'string' ? value.slice(0, 10) : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
