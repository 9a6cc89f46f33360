import { FileInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/**
 * `kind: file`: one file (a `File`, or null), limited to the field's `accept` types. On phones `accept: image/*`
 * offers the camera as well as the photo library.
 */
export function FileWidget(props: WidgetProps) {
  const { field, value, onChange } = props;
  const inputProps = useInputProps(props);
  return (
    <FileInput
      {...inputProps}
      accept={field.accept}
      clearable
      value={value instanceof File ? value : null}
      onChange={(file) => onChange(file)}
    />
  );
}
