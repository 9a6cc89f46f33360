import { useId } from 'react';
import { TextInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';

/** `kind: text`: one line of text; the value is a string (empty when nothing was typed). */
export function TextWidget({ name, label, description, placeholder, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  return (
    <TextInput
      name={name}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      placeholder={placeholder}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
