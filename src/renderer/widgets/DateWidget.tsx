import { TextInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/**
 * `kind: date`: a day as `YYYY-MM-DD` (empty string when none). A native date input, so phones show their own
 * date wheel or calendar in the user's language, and the value needs no parsing or time zone handling.
 */
export function DateWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const inputProps = useInputProps(props);
  return (
    <TextInput
      {...inputProps}
      type="date"
      value={typeof value === 'string' ? value.slice(0, 10) : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
