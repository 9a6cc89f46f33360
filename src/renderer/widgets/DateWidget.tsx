import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import type { WidgetProps } from './WidgetProps';
import { useInputProps } from './useInputProps';

/** The date field in the person's language, with its calendar and dayjs: loaded with the first form that has a date. */
const LocalDateInput = lazy(() => import('./dates/LocalDateInput'));

/** The phone's own date input, which works while the picker loads (same size, same value). */
function NativeDateInput(props: WidgetProps) {
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

/**
 * `kind: date`: a day as `YYYY-MM-DD` (empty string when none), shown and typed in the person's language with a
 * calendar to pick from (`@mantine/dates`, loaded when first needed). What is sent stays the contract's format.
 */
export function DateWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<NativeDateInput {...props} />}>
      <LocalDateInput {...props} />
    </Suspense>
  );
}
