import { useId } from 'react';
import { TextInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';

/** `kind: time`: a time of day as `HH:mm` (empty string when none), through the phone's native time picker. */
export function TimeWidget({ name, label, description, placeholder, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  return (
    <TextInput
      type="time"
      name={name}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      placeholder={placeholder}
      value={typeof value === 'string' ? value.slice(0, 5) : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
