import { TextInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/** `kind: text`: one line of text; the value is a string (empty when nothing was typed). */
export function TextWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const inputProps = useInputProps(props);
  return (
    <TextInput
      {...inputProps}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
