import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Alert, Box, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useTexts } from '../texts';
import type { CalendarSpec } from '../../ground/screenLanguage/types';
import { useScreenData } from '../hooks/useScreenData';
import { useFormatContext } from '../hooks/useFormatContext';
import { ActionBar } from '../actions/ActionBar';
import { ActionButton, useActionVisible } from '../actions/ActionButton';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton';
import type { LayoutProps } from './LayoutProps';
import { toCalendarEvents, type CalendarEvent } from './calendar/toCalendarEvents';
import { addDays, isoDay } from './calendar/calendarDays';
import { periodOf, shiftAnchor, type CalendarView } from './calendar/calendarPeriod';
import { eventsByDay } from './calendar/eventsByDay';
import { monthTitle, weekTitle } from './calendar/calendarNames';
import { useKeptItems } from './calendar/useKeptItems';
import { markerBorderRules } from './calendar/markerBorders';
import { CalendarToolbar } from './calendar/CalendarToolbar';
import { DayGrid } from './calendar/DayGrid';
import { DayEvents } from './calendar/DayEvents';
import { CalendarLegend } from './calendar/CalendarLegend';
import { CalendarEventSheet } from './calendar/CalendarEventSheet';
import { dateActionsOf } from './calendar/dateActionsOf';
import '../../ui/styles/screenStyles';

// FullCalendar draws only the list view, and loads with it.
const CalendarListView = lazy(() => import('./calendar/CalendarListView'));

/**
 * `layout: calendar`: the source's records as events coloured by marker, in a month grid (or one week) of day
 * buttons whose tapped day lists its events in full below, or in a list of the month; with its own toolbar and a
 * legend.
 */
export default function CalendarLayout(props: LayoutProps<'calendar'>) {
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
  const { t } = useTexts();
  const format = useFormatContext();
  const visible = useActionVisible();
  const markerPrefix = `crew-marker-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const dayListId = useId();
  const today = typeof scope.$today === 'string' ? scope.$today : isoDay(new Date());
  const views = calendar.views ?? ['month', 'list'];
  const [view, setView] = useState<CalendarView>(views[0] ?? 'month');
  const [anchor, setAnchor] = useState(today);
  const [openedDay, setOpenedDay] = useState<string | null>(null);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [dateStart, setDateStart] = useState<{ actionId: string; date: string; attempt: number } | null>(null);
  const period = periodOf(view, anchor);

  // Every period shown is a fetch of its days.
  const rangeNames = calendar.range ?? { from: 'from', to: 'to' };
  const extraQuery = { [rangeNames.from]: period.from, [rangeNames.to]: period.to };
  const data = useScreenData(body.source, scope, { list: true, extraQuery });
  const items = useKeptItems(data);
  const events = useMemo(
    () => toCalendarEvents(items, calendar, { scope, format: { locale: format.locale, translate: (key, values) => t(key, values) } }),
    [items, calendar, scope, format.locale, t],
  );
  const byDay = useMemo(() => eventsByDay(events, period.from, period.to), [events, period.from, period.to]);

  const dateActions = dateActionsOf(calendar, body.actions ?? []);
  const startOn = (actionId: string, date: string) =>
    setDateStart((previous) => ({ actionId, date, attempt: (previous?.attempt ?? 0) + 1 }));
  const startedAction = dateStart ? dateActions.find((action) => action.id === dateStart.actionId) : undefined;

  const step = (direction: 1 | -1) => {
    const next = periodOf(view, shiftAnchor(view, anchor, direction));
    setAnchor(shiftAnchor(view, anchor, direction));
    // A week on, the same weekday stays open; a month on, the opened day stays only while it is still shown.
    const moved = openedDay && view === 'week' ? addDays(openedDay, 7 * direction) : openedDay;
    setOpenedDay(moved && moved >= next.from && moved <= next.to ? moved : null);
  };
  const goToday = () => {
    setAnchor(today);
    setOpenedDay(view === 'list' ? null : today);
  };
  const changeView = (next: CalendarView) => {
    if (next === 'week' && openedDay) setAnchor(openedDay);
    setView(next);
  };

  const borderRules = markerBorderRules(markerPrefix, calendar.markers);
  const loading = data.status === 'loading';
  const title = view === 'week' ? weekTitle(period.from, period.to, format) : monthTitle(anchor, format);

  return (
    <Stack gap="sm">
      <ActionBar actions={body.actions} scope={{ ...scope, $date: today }} />
      {data.status === 'error' && data.error?.status !== 404 && (
        <ErrorState message={data.error?.message ?? 'errors.server'} onRetry={data.refetch} />
      )}
      {borderRules && <style>{borderRules}</style>}
      <CalendarToolbar title={title} view={view} views={views} onStep={step} onToday={goToday} onView={changeView} />
      <Box pos="relative" aria-busy={loading}>
        <LoadingOverlay
          visible={loading}
          zIndex={5}
          style={{ pointerEvents: 'none' }}
          overlayProps={{ backgroundOpacity: 0.25, blur: 0 }}
          loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
        />
        {view === 'list' ? (
          <Suspense fallback={<LoadingSkeleton shape="lines" />}>
            <CalendarListView
              month={period.month.first}
              events={events}
              markers={calendar.markers}
              markerPrefix={markerPrefix}
              noEventsText={t(loading ? 'common.loading' : 'calendar.noEvents')}
              onOpen={setSelected}
            />
          </Suspense>
        ) : (
          <DayGrid
            weeks={period.weeks}
            month={view === 'month' ? period.month : null}
            today={today}
            selectedDay={openedDay}
            events={byDay}
            onSelect={setOpenedDay}
            controls={dayListId}
          />
        )}
      </Box>
      {view !== 'list' &&
        (openedDay ? (
          <DayEvents
            id={dayListId}
            day={openedDay}
            events={byDay.get(openedDay) ?? []}
            onOpen={setSelected}
            dateActions={dateActions
              .filter((action) => visible(action, { ...scope, $date: openedDay }))
              .map((action) => ({ id: action.id, label: t(action.label), start: () => startOn(action.id, openedDay) }))}
          />
        ) : (
          <Text id={dayListId} size="sm">
            {t('calendar.pickDay')}
          </Text>
        ))}
      <CalendarLegend markers={calendar.markers} />
      <CalendarEventSheet event={selected} actions={calendar.eventActions} scope={scope} onClose={() => setSelected(null)} />
      {startedAction && dateStart && (
        <ActionButton
          key={dateStart.attempt}
          action={startedAction}
          scope={{ ...scope, $date: dateStart.date }}
          autoStart
          onFinished={() => setDateStart(null)}
        />
      )}
    </Stack>
  );
}
