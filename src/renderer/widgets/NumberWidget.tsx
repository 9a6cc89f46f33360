import { useId } from 'react';
import { NumberInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';

/**
 * `kind: number`: a number, null when empty. While the user is half-way through typing (`-`, `1.`) the value is
 * that text, so the input never fights the keyboard; the form turns it into a number or reports it.
 * Values are not clamped to `min`/`max`: the form says what is wrong instead of silently changing it.
 */
export function NumberWidget({ field, name, label, description, placeholder, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  return (
    <NumberInput
      name={name}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      placeholder={placeholder}
      min={field.min}
      max={field.max}
      clampBehavior="none"
      inputMode="decimal"
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
