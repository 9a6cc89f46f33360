import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/** `kind: password`: a new password, hidden as it is typed with a show/hide toggle; the value is a string. */
export function PasswordWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const inputProps = useInputProps(props);
  return (
    <PasswordInput
      {...inputProps}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
