import { useId } from 'react';
import { Box, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTexts } from '../../texts';
import { formatValue } from '../../../ground/screenLanguage/formatValue';
import { useFormatContext } from '../../hooks/useFormatContext';
import type { CalendarEvent } from './toCalendarEvents';
import { fullDayName } from './calendarNames';
import { MarkerSwatch } from './MarkerSwatch';
import classes from './DayEvents.module.css';

/** The days of an event as its sheet and the day list write them, e.g. "Thu, 12 Nov 2026 – Fri, 13 Nov 2026". */
export function eventDays(event: CalendarEvent, format: ReturnType<typeof useFormatContext>): string {
  const { startDay, lastDay } = event.extendedProps;
  return [startDay, lastDay].filter(Boolean).map((day) => formatValue(day, 'date', format)).join(' – ');
}

/**
 * The events of the day tapped in the grid, each in full (marker, title, time or days, marker label) as a button
 * that opens the event's sheet; and the calendar's date action for that day when it has one.
 */
export function DayEvents({
  id,
  day,
  events,
  onOpen,
  dateActions = [],
}: {
  id: string;
  day: string;
  events: CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  /** The date actions offered for this day, in order: each one's id, translated label and what starts it. */
  dateActions?: readonly { id: string; label: string; start: () => void }[];
}) {
  const { t } = useTexts();
  const format = useFormatContext();
  const headingId = useId();
  const name = fullDayName(day, format);
  return (
    <Box component="section" id={id} aria-labelledby={headingId} className={classes.day}>
      <Title order={2} id={headingId} className={classes.heading}>
        {name}
      </Title>
      {events.length === 0 ? (
        <Text size="sm">{t('calendar.noEventsOnDay')}</Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} className={classes.list} aria-label={t('calendar.dayEventsList', { day: name })}>
          {events.map((event) => {
            const { time, lastDay, markerLabel, border } = event.extendedProps;
            return (
              <li key={event.id}>
                <UnstyledButton className={classes.event} onClick={() => onOpen(event)}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Box pt={3}>
                      <MarkerSwatch color={event.color} border={border} />
                    </Box>
                    <Stack gap={2} className={classes.text}>
                      <Text fw={600} className={classes.title}>
                        {event.title}
                      </Text>
                      {(time ?? lastDay) && <Text size="sm">{[time, lastDay ? eventDays(event, format) : null].filter(Boolean).join(' · ')}</Text>}
                      {markerLabel && <Text size="sm">{t(markerLabel)}</Text>}
                    </Stack>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
      {dateActions.length > 0 && (
        <Group mt="sm">
          {dateActions.map((action) => (
            <Button key={action.id} variant="light" onClick={action.start}>
              {t('calendar.startOnDay', { action: action.label, date: formatValue(day, 'date', format) })}
            </Button>
          ))}
        </Group>
      )}
    </Box>
  );
}
