import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * FullCalendar's own words (buttons, hints, "+2 more") as `calendar.*` i18n keys, so the calendar speaks the app's
 * language rather than FullCalendar's bundled one. Spread into the calendar's options.
 */
export function useCalendarTexts(listViewName: string) {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      todayText: t('calendar.today'),
      monthText: t('calendar.month'),
      listText: t('calendar.list'),
      todayHint: t('calendar.todayHint'),
      prevHint: t('calendar.previousMonth'),
      nextHint: t('calendar.nextMonth'),
      viewHint: (_text: string, view: string) => t(view === listViewName ? 'calendar.listView' : 'calendar.monthView'),
      viewChangeHint: t('calendar.changeView'),
      moreLinkText: (count: number) => t('calendar.more', { count }),
      moreLinkHint: (count: number) => t('calendar.moreHint', { count }),
      closeHint: t('calendar.close'),
      eventsHint: t('calendar.events'),
    }),
    [t, listViewName],
  );
}
