import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTexts } from '../../texts';
import type { WidgetProps } from '../WidgetProps';
import { useInputProps } from '../useInputProps';
import { loadDayjsLocale } from '../../../tenant/dayjsLocales';
import { parseTypedDate, shownDateFormat } from './typedDate';
import classes from './LocalDateInput.module.css';

/** The dayjs locale of the app's language once loaded; null until then. */
function useDayjsLocale(language: string): string | null {
  const [loaded, setLoaded] = useState<{ language: string; locale: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadDayjsLocale(language).then((locale) => {
      if (current) setLoaded({ language, locale });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : null;
}

/** The calendar's buttons without text of their own, each named in the person's language (datePicker.*). */
const calendarControls = [
  'nextMonth', 'previousMonth', 'nextYear', 'previousYear', 'nextDecade', 'previousDecade',
] as const;

/**
 * A date field in the person's language (a lazily loaded part of `kind: date`): the day shown as "Tue, 1 Dec 2026"
 * in their language, a calendar to pick from (weeks from Monday, month and day names translated), and typing
 * accepted in the shown form, as `YYYY-MM-DD` or as day-month-year. The value stays the contract's `YYYY-MM-DD`
 * (empty string when none), whatever the language. The calendar shows only when asked for (a tap, Arrow down).
 */
export default function LocalDateInput(props: WidgetProps) {
  const { value, onChange, onBlur, required } = props;
  const inputProps = useInputProps(props);
  // The calendar opens on a tap on the field or on Arrow down, and closes once a day is picked or typed in full, on
  // Escape and when the field is left: a day typed in does not leave the calendar over the fields below it.
  const [calendarOpen, setCalendarOpen] = useState(false);
  const { t, language } = useTexts();
  const locale = useDayjsLocale(language) ?? 'en-gb';
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DateInput
        {...inputProps}
        value={day}
        onChange={(next) => {
          setCalendarOpen(false);
          onChange(next ? next.slice(0, 10) : '');
        }}
        onClick={() => setCalendarOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setCalendarOpen(true);
          if (event.key === 'Escape' || event.key === 'Tab') setCalendarOpen(false);
        }}
        onBlur={() => {
          setCalendarOpen(false);
          onBlur();
        }}
        popoverProps={{ opened: calendarOpen }}
        valueFormat={shownDateFormat}
        dateParser={(text) => parseTypedDate(text, locale)}
        clearable={!required}
        clearButtonProps={{ 'aria-label': t('datePicker.clear') }}
        autoComplete="off"
        classNames={{ day: classes.day }}
        ariaLabels={calendarControls.reduce((labels, control) => ({ ...labels, [control]: t(`datePicker.${control}`) }), {})}
      />
    </DatesProvider>
  );
}
