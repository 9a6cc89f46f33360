import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../WidgetProps';
import { useInputProps } from '../useInputProps';
import { loadDayjsLocale } from '../../../tenant/dayjsLocales';
import { parseTypedDate, shownDateFormat } from './typedDate';

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
  'monthLevelControl', 'yearLevelControl', 'nextMonth', 'previousMonth', 'nextYear', 'previousYear', 'nextDecade', 'previousDecade',
] as const;

/**
 * A date field in the person's language (a lazily loaded part of `kind: date`): the day shown as "Tue, 1 Dec 2026"
 * in their language, a calendar to pick from (weeks from Monday, month and day names translated), and typing
 * accepted in the shown form, as `YYYY-MM-DD` or as day-month-year. The value stays the contract's `YYYY-MM-DD`
 * (empty string when none), whatever the language.
 */
export default function LocalDateInput(props: WidgetProps) {
  const { value, onChange, required } = props;
  const inputProps = useInputProps(props);
  const { t, i18n } = useTranslation();
  const locale = useDayjsLocale(i18n.language) ?? 'en-gb';
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DateInput
        {...inputProps}
        value={day}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        valueFormat={shownDateFormat}
        dateParser={(text) => parseTypedDate(text, locale)}
        clearable={!required}
        autoComplete="off"
        ariaLabels={calendarControls.reduce((labels, control) => ({ ...labels, [control]: t(`datePicker.${control}`) }), {})}
      />
    </DatesProvider>
  );
}
