import { Textarea } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/** Mantine's autosize listens to `document.fonts`; without the Font Loading API (old webviews, jsdom) it would crash. */
const canAutosize = typeof document !== 'undefined' && 'fonts' in document;

/** `kind: textarea`: several lines of text that grow as the user types (where the browser allows); the value is a string. */
export function TextareaWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const inputProps = useInputProps(props);
  return (
    <Textarea
      {...inputProps}
      autosize={canAutosize}
      rows={canAutosize ? undefined : 4}
      minRows={3}
      maxRows={10}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
