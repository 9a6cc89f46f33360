import { useId } from 'react';
import { FileInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';

/**
 * `kind: file`: one file (a `File`, or null), limited to the field's `accept` types. On phones `accept: image/*`
 * offers the camera as well as the photo library.
 */
export function FileWidget({ field, name, label, description, placeholder, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  return (
    <FileInput
      name={name}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      placeholder={placeholder}
      accept={field.accept}
      clearable
      value={value instanceof File ? value : null}
      onChange={(file) => onChange(file)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
