import { useId } from 'react';
import { Checkbox, Text } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';

/** `kind: checkbox`: a yes/no value (a boolean). A required checkbox must be ticked (e.g. "I agree"). */
export function CheckboxWidget({ name, label, description, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  // The label text alone names the input, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  return (
    <Checkbox
      name={name}
      label={
        <>
          <span id={labelId}>{label}</span>
          {required && (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </>
      }
      aria-labelledby={labelId}
      description={description}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
