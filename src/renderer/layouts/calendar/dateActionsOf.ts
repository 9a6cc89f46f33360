import type { ActionSpec, CalendarSpec } from '../../../ground/screenLanguage/types';

/** The actions a calendar's `dateAction` names (one id or a list), in its order; ids the screen lacks are left out. */
export function dateActionsOf(calendar: CalendarSpec, actions: readonly ActionSpec[]): ActionSpec[] {
  const ids = calendar.dateAction === undefined ? [] : typeof calendar.dateAction === 'string' ? [calendar.dateAction] : calendar.dateAction;
  return ids.flatMap((id) => actions.filter((action) => action.id === id));
}
