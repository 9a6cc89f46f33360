import { TextInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/** `kind: time`: a time of day as `HH:mm` (empty string when none), through the phone's native time picker. */
export function TimeWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const inputProps = useInputProps(props);
  return (
    <TextInput
      {...inputProps}
      type="time"
      value={typeof value === 'string' ? value.slice(0, 5) : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
