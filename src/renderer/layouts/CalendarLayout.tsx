import { useCallback, useId, useMemo, useState } from 'react';
import { Alert, Box, LoadingOverlay, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import FullCalendar, { type DatesSetInfo, type EventDisplayInfo, type LocaleInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import nlLocale from '@fullcalendar/react/locales/nl';
import cyLocale from '@fullcalendar/react/locales/cy';
import frLocale from '@fullcalendar/react/locales/fr';
import deLocale from '@fullcalendar/react/locales/de';
import deAtLocale from '@fullcalendar/react/locales/de-at';
import esLocale from '@fullcalendar/react/locales/es';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { CalendarSpec } from '../../spec/types';
import { useScreenData } from '../hooks/useScreenData';
import { useFormatContext } from '../hooks/useFormatContext';
import { ActionBar } from '../actions/ActionBar';
import { ActionButton, useActionVisible } from '../actions/ActionButton';
import { ErrorState } from '../../ui/ErrorState';
import type { LayoutProps } from './LayoutProps';
import { toCalendarEvents, type CalendarEvent, type CalendarEventDetails } from './calendar/toCalendarEvents';
import { addDays, isoDay } from './calendar/calendarDays';
import { useKeptItems } from './calendar/useKeptItems';
import { markerBorderClass, markerBorderRules } from './calendar/markerBorders';
import { CalendarLegend } from './calendar/CalendarLegend';
import { CalendarEventSheet } from './calendar/CalendarEventSheet';
import { useCalendarTexts } from './calendar/useCalendarTexts';
import classes from './calendar/CalendarLayout.module.css';
import '../../ui/styles/screenStyles';

// This file is the only one that imports FullCalendar: the registry loads it lazily, so only calendar screens pay.
const plugins = [dayGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];
const viewNames = { month: 'dayGridMonth', list: 'listMonth' } as const;
const locales: Record<string, LocaleInput> = {
  en: enGbLocale, nl: nlLocale, cy: cyLocale, fr: frLocale, de: deLocale, deAt: deAtLocale, es: esLocale,
};

/** `layout: calendar`: a month grid and a list of the source's records, coloured by marker, with a legend. */
export default function CalendarLayout(props: LayoutProps) {
  if (!props.body.calendar) {
    return (
      <Alert color="red" role="alert" title={'Calendar spec missing'}>
        {`${props.screen?.id ?? 'spec'}: layout "calendar" needs a "calendar" block`}
      </Alert>
    );
  }
  return <CalendarView {...props} calendar={props.body.calendar} />;
}

function CalendarView({ body, scope, calendar }: LayoutProps & { calendar: CalendarSpec }) {
  const { t, i18n } = useTranslation();
  const { locale: formatLocale } = useFormatContext();
  const visible = useActionVisible();
  const markerPrefix = `crew-marker-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [dateStart, setDateStart] = useState<{ date: string; attempt: number } | null>(null);

  // Nothing is fetched until the calendar reports the days it shows; then every new range is a new fetch.
  const rangeNames = calendar.range ?? { from: 'from', to: 'to' };
  const extraQuery = range ? { [rangeNames.from]: range.from, [rangeNames.to]: range.to } : undefined;
  const data = useScreenData(range ? body.source : undefined, scope, { list: true, extraQuery });
  const items = useKeptItems(data);
  const events = useMemo(
    () => toCalendarEvents(items, calendar, { scope, format: { locale: formatLocale, translate: (key, values) => t(key, values) } }),
    [items, calendar, scope, formatLocale, t],
  );

  const dateAction = body.actions?.find((action) => action.id === calendar.dateAction);
  const startOn = (date: string) => setDateStart((previous) => ({ date, attempt: (previous?.attempt ?? 0) + 1 }));
  const canStartOnDay = dateAction !== undefined && visible(dateAction, { ...scope, $date: String(scope.$today ?? '') });
  const today = typeof scope.$today === 'string' ? scope.$today : isoDay(new Date());

  const onDatesSet = useCallback((info: DatesSetInfo) => {
    const next = { from: isoDay(info.start), to: addDays(isoDay(info.end), -1) };
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  }, []);

  const borderRules = markerBorderRules(markerPrefix, calendar.markers);
  const views = (calendar.views ?? ['month', 'list']).map((view) => viewNames[view]);
  const texts = useCalendarTexts(viewNames.list);
  const toolbarEnd = `today prev,next${views.length > 1 ? ` ${views.join(',')}` : ''}`;
  const headerToolbar = useMemo(() => ({ start: 'title', end: toolbarEnd }), [toolbarEnd]);

  const renderEvent = (info: EventDisplayInfo) => {
    const details = info.event.extendedProps as CalendarEventDetails;
    const isList = info.view.type.startsWith('list');
    return (
      <div className={isList ? classes.listEventTitle : classes.eventTitle}>
        {info.event.title}
        {details.markerLabel && <VisuallyHidden>{` (${t(details.markerLabel)})`}</VisuallyHidden>}
      </div>
    );
  };

  return (
    <Stack gap="sm">
      <ActionBar actions={body.actions} scope={{ ...scope, $date: today }} />
      {data.status === 'error' && data.error?.status !== 404 && (
        <ErrorState message={data.error?.message ?? 'errors.server'} onRetry={data.refetch} />
      )}
      {borderRules && <style>{borderRules}</style>}
      <Box pos="relative" aria-busy={data.status === 'loading'}>
        <LoadingOverlay
          visible={data.status === 'loading' || range === null}
          zIndex={5}
          style={{ pointerEvents: 'none' }}
          overlayProps={{ backgroundOpacity: 0.25, blur: 0 }}
          loaderProps={{ 'aria-label': t('common.loading') }}
        />
        <FullCalendar
          plugins={plugins}
          initialView={views[0]}
          headerToolbar={headerToolbar}
          toolbarClass={classes.toolbar}
          toolbarTitleClass={classes.title}
          titleFormat={{ year: 'numeric', month: 'short' }}
          locale={locales[i18n.language] ?? enGbLocale}
          firstDay={1}
          height="auto"
          fixedWeekCount={false}
          dayMaxEvents={3}
          {...texts}
          noEventsText={t(data.status === 'loading' ? 'common.loading' : 'calendar.noEvents')}
          events={events}
          eventClass={(info) => markerBorderClass(markerPrefix, calendar.markers, (info.event.extendedProps as CalendarEventDetails).marker)}
          eventContent={renderEvent}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            setSelected(events.find((event) => event.id === info.event.id) ?? null);
          }}
          datesSet={onDatesSet}
          dateClick={canStartOnDay ? (info) => startOn(info.dateStr.slice(0, 10)) : undefined}
          navLinks={canStartOnDay}
          navLinkDayClick={canStartOnDay ? (date: Date) => startOn(isoDay(date)) : undefined}
          navLinkHint={
            dateAction ? (dateText: string) => t('calendar.startOnDay', { action: t(dateAction.label), date: dateText }) : undefined
          }
        />
      </Box>
      <CalendarLegend markers={calendar.markers} />
      <CalendarEventSheet event={selected} actions={calendar.eventActions} scope={scope} onClose={() => setSelected(null)} />
      {dateAction && dateStart && (
        <ActionButton
          key={dateStart.attempt}
          action={dateAction}
          scope={{ ...scope, $date: dateStart.date }}
          autoStart
          onFinished={() => setDateStart(null)}
        />
      )}
    </Stack>
  );
}
