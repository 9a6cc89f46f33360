import { NumberInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/**
 * `kind: number`: a number, null when empty. While the user is half-way through typing (`-`, `1.`) the value is
 * that text, so the input never fights the keyboard; the form turns it into a number or reports it.
 * Values are not clamped to `min`/`max`: the form says what is wrong instead of silently changing it.
 */
export function NumberWidget(props: WidgetProps) {
  const { field, value, onChange } = props;
  const inputProps = useInputProps(props);
  return (
    <NumberInput
      {...inputProps}
      min={field.min}
      max={field.max}
      clampBehavior="none"
      inputMode="decimal"
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? null : next)}
    />
  );
}
