import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTexts } from '../../texts';
import type { CalendarView } from './calendarPeriod';
// The only screen part with a segmented control so far: its styles come with it (see src/ui/styles/screenStyles.ts).

/** The name of each view on the view switch. */
const viewLabels: Record<CalendarView, string> = { month: 'calendar.month', week: 'calendar.week', list: 'calendar.list' };

/**
 * The calendar's own toolbar in the app's components: the period's title, arrows to the previous and next month
 * (or week), "Today" and, with more than one view, a switch between them.
 */
export function CalendarToolbar({
  title,
  view,
  views,
  onStep,
  onToday,
  onView,
}: {
  title: string;
  view: CalendarView;
  views: CalendarView[];
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}) {
  const { t } = useTexts();
  const unit = view === 'week' ? 'Week' : 'Month';
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Group gap={4} wrap="nowrap" style={{ flex: '1 1 auto', minWidth: 0 }}>
        <ActionIcon variant="default" size="lg" aria-label={t(`calendar.previous${unit}`)} onClick={() => onStep(-1)}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t(`calendar.next${unit}`)} onClick={() => onStep(1)}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
        <Title order={2} fz="lg" mx={6} style={{ minWidth: 0, overflowWrap: 'anywhere' }} aria-live="polite">
          {title}
        </Title>
        <Button variant="default" size="sm" ml="auto" onClick={onToday}>
          {t('calendar.today')}
        </Button>
      </Group>
      {views.length > 1 && (
        <SegmentedControl
          aria-label={t('calendar.changeView')}
          value={view}
          onChange={(value) => {
            const picked = views.find((candidate) => candidate === value);
            if (picked) onView(picked);
          }}
          data={views.map((value) => ({ value, label: t(viewLabels[value]) }))}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
      )}
    </Group>
  );
}
