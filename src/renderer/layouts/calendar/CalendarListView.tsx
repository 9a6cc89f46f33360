import { VisuallyHidden } from '@mantine/core';
import { useTexts } from '../../texts';
import FullCalendar, { type EventDisplayInfo, type LocaleInput } from '@fullcalendar/react';
import listPlugin from '@fullcalendar/react/list';
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
import type { CalendarSpec } from '../../../ground/screenLanguage/types';
import type { CalendarEvent } from './toCalendarEvents';
import { markerBorderClass } from './markerBorders';
import classes from './CalendarLayout.module.css';

// The only file that imports FullCalendar: the calendar layout loads it lazily, with the list view.
const plugins = [listPlugin, classicThemePlugin];
const locales: Record<string, LocaleInput> = {
  en: enGbLocale, nl: nlLocale, cy: cyLocale, fr: frLocale, de: deLocale, deAt: deAtLocale, es: esLocale,
};

/**
 * The list view: FullCalendar's month list (`listMonth`) of the month of `month`, one heading per day with its
 * events, each with its marker's colour and label; tapping an event hands it to `onOpen`. The toolbar is the
 * layout's own, so FullCalendar draws none; a new month is a new list.
 */
export default function CalendarListView({
  month,
  events,
  markers,
  markerPrefix,
  noEventsText,
  onOpen,
}: {
  month: string;
  events: CalendarEvent[];
  markers: CalendarSpec['markers'];
  markerPrefix: string;
  noEventsText: string;
  onOpen: (event: CalendarEvent) => void;
}) {
  const { t, language } = useTexts();
  // What an event drawn by FullCalendar was made from, found by its id (our events' ids are their indexes).
  const detailsById = new Map(events.map((event) => [event.id, event.extendedProps]));
  const renderEvent = (info: EventDisplayInfo) => {
    const details = detailsById.get(info.event.id);
    return (
      <div className={classes.listEventTitle}>
        {info.event.title}
        {details?.markerLabel && <VisuallyHidden>{` (${t(details.markerLabel)})`}</VisuallyHidden>}
      </div>
    );
  };
  return (
    <FullCalendar
      key={month}
      plugins={plugins}
      initialView="listMonth"
      initialDate={month}
      headerToolbar={false}
      locale={locales[language] ?? enGbLocale}
      firstDay={1}
      height="auto"
      eventsHint={t('calendar.events')}
      noEventsText={noEventsText}
      events={events}
      eventClass={(info) => markerBorderClass(markerPrefix, markers, detailsById.get(info.event.id)?.marker ?? null)}
      eventContent={renderEvent}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        const event = events.find((candidate) => candidate.id === info.event.id);
        if (event) onOpen(event);
      }}
    />
  );
}
