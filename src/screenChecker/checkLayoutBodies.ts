import { errorIn, type CheckedFile } from './CheckedFile';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/**
 * Checks what the schema cannot see inside a screen and its tab panes: a custom layout or section names a
 * registered component, a calendar's `dateAction` names the screen's actions (one, or each of a list), and a detail's `onOpen` call
 * writes (a read belongs in its source).
 */
export function checkLayoutBodies(checked: CheckedFile, customComponents: readonly string[]): SpecError[] {
  const screen = asRecord(checked.value);
  if (!screen) return [];
  const screenActionIds = actionIds(screen);
  const bodies: { body: Record<string, unknown>; pointer: string; inherited: string[] }[] = [
    { body: screen, pointer: '', inherited: [] },
  ];
  if (screen.layout === 'tabs' && Array.isArray(screen.tabs)) {
    screen.tabs.forEach((pane, index) => {
      const body = asRecord(pane);
      if (body) bodies.push({ body, pointer: `/tabs/${index}`, inherited: screenActionIds });
    });
  }
  const errors: SpecError[] = [];
  for (const { body, pointer, inherited } of bodies) {
    if (body.layout === 'custom' && typeof body.component === 'string' && !customComponents.includes(body.component)) {
      const message = `unknown custom component "${body.component}" (registered: ${customComponents.join(', ')})`;
      errors.push(errorIn(checked, `${pointer}/component`, message));
    }
    if (Array.isArray(body.sections)) {
      body.sections.forEach((section, index) => {
        const component = asRecord(section)?.component;
        if (typeof component === 'string' && !customComponents.includes(component)) {
          const message = `unknown custom component "${component}" (registered: ${customComponents.join(', ')})`;
          errors.push(errorIn(checked, `${pointer}/sections/${index}/component`, message));
        }
      });
    }
    const openMethod = asRecord(asRecord(body.onOpen)?.call)?.method;
    if (typeof openMethod === 'string' && openMethod !== 'POST' && openMethod !== 'DELETE') {
      const message = `onOpen makes a ${openMethod} call: a call on open writes (POST or DELETE); what a screen reads belongs in its source or context`;
      errors.push(errorIn(checked, `${pointer}/onOpen/call/method`, message));
    }
    const dateAction = asRecord(body.calendar)?.dateAction;
    const ids = [...actionIds(body), ...inherited];
    const named = typeof dateAction === 'string' ? [{ id: dateAction, at: '' }]
      : Array.isArray(dateAction) ? dateAction.map((id: unknown, index) => ({ id, at: `/${index}` })) : [];
    for (const { id, at } of named) {
      if (body.layout !== 'calendar' || typeof id !== 'string' || ids.includes(id)) continue;
      const known = ids.length > 0 ? `actions: ${ids.join(', ')}` : 'it has no actions';
      errors.push(errorIn(checked, `${pointer}/calendar/dateAction${at}`, `dateAction "${id}" is not an action of this screen (${known})`));
    }
  }
  return errors;
}

function actionIds(body: Record<string, unknown>): string[] {
  if (!Array.isArray(body.actions)) return [];
  return body.actions.map((action) => asRecord(action)?.id).filter((id): id is string => typeof id === 'string');
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
