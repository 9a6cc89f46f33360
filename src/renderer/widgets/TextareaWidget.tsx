import { useId } from 'react';
import { Textarea } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';

/** Mantine's autosize listens to `document.fonts`; without the Font Loading API (old webviews, jsdom) it would crash. */
const canAutosize = typeof document !== 'undefined' && 'fonts' in document;

/** `kind: textarea`: several lines of text that grow as the user types (where the browser allows); the value is a string. */
export function TextareaWidget({ name, label, description, placeholder, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  return (
    <Textarea
      name={name}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      placeholder={placeholder}
      autosize={canAutosize}
      rows={canAutosize ? undefined : 4}
      minRows={3}
      maxRows={10}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
