import { useId } from 'react';
import type { WidgetProps } from './WidgetProps';

/**
 * The props every Mantine input of a widget shares: name, label, description, placeholder, error, required,
 * disabled, blur. The label text alone names the input, so the required asterisk stays out of its accessible name.
 */
export function useInputProps({ name, label, description, placeholder, onBlur, error, required, disabled }: WidgetProps) {
  const labelId = useId();
  return {
    name,
    label: <span id={labelId}>{label}</span>,
    'aria-labelledby': labelId,
    description,
    placeholder,
    onBlur,
    error,
    required,
    disabled,
  };
}
