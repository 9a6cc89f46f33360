import { Drawer, Group, Stack, Text } from '@mantine/core';
import { useTexts } from '../../texts';
import type { ActionSpec } from '../../../ground/screenLanguage/types';
import type { TemplateScope } from '../../../ground/screenLanguage/renderTemplate';
import { useFormatContext } from '../../hooks/useFormatContext';
import { ActionButton, useActionVisible } from '../../actions/ActionButton';
import type { CalendarEvent } from './toCalendarEvents';
import { MarkerSwatch } from './MarkerSwatch';
import { eventDays } from './DayEvents';

/**
 * The sheet that slides up when an event is tapped: its title, days, time and marker, and the event actions that apply
 * to its record. Finishing an action closes the sheet.
 */
export function CalendarEventSheet({
  event,
  actions,
  scope,
  onClose,
}: {
  event: CalendarEvent | null;
  actions: ActionSpec[] | undefined;
  scope: TemplateScope;
  onClose: () => void;
}) {
  const { t } = useTexts();
  const format = useFormatContext();
  const visible = useActionVisible();
  const details = event?.extendedProps;
  const recordScope = details ? { ...scope, ...details.item } : scope;
  const shown = details ? (actions ?? []).filter((action) => visible(action, recordScope)) : [];
  const days = event ? eventDays(event, format) : '';
  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="bottom"
      radius="md"
      title={<Text fw={600}>{event?.title}</Text>}
      closeButtonProps={{ 'aria-label': t('calendar.close') }}
      styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
    >
      {event && details && (
        <Stack gap="sm" pb="sm">
          <Text size="sm">{days}</Text>
          {details.time && <Text size="sm">{details.time}</Text>}
          {details.markerLabel && (
            <Group gap={6} wrap="nowrap">
              <MarkerSwatch color={event.color} border={details.border} />
              <Text size="sm">{t(details.markerLabel)}</Text>
            </Group>
          )}
          {shown.length > 0 && (
            <Stack gap="xs">
              {shown.map((action) => (
                <ActionButton key={action.id} action={action} scope={recordScope} onFinished={onClose} fullWidth />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
