import { errorIn, type CheckedFile } from './CheckedFile';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { layoutParts, type LayoutPart } from '../ground/screenLanguage/screenParts';
import { asArray, asRecord, type SpecRecord } from '../ground/screenLanguage/specRecord';

/**
 * Checks what the schema cannot see inside a screen and every layout in it (tab panes, action panels): a custom layout
 * or section names a registered component, a calendar's `dateAction` names the screen's actions (one, or each of a
 * list), and a detail's `onOpen` call writes (a read belongs in its source).
 */
export function checkLayoutBodies(checked: CheckedFile, customComponents: readonly string[]): SpecError[] {
  const errors: SpecError[] = [];
  for (const layout of layoutParts(checked.value)) {
    const { value: body, pointer } = layout;
    if (body.layout === 'custom' && typeof body.component === 'string' && !customComponents.includes(body.component)) {
      const message = `unknown custom component "${body.component}" (registered: ${customComponents.join(', ')})`;
      errors.push(errorIn(checked, `${pointer}/component`, message));
    }
    asArray(body.sections).forEach((section, index) => {
      const component = asRecord(section)?.component;
      if (typeof component === 'string' && !customComponents.includes(component)) {
        const message = `unknown custom component "${component}" (registered: ${customComponents.join(', ')})`;
        errors.push(errorIn(checked, `${pointer}/sections/${index}/component`, message));
      }
    });
    const openMethod = asRecord(asRecord(body.onOpen)?.call)?.method;
    if (typeof openMethod === 'string' && openMethod !== 'POST' && openMethod !== 'DELETE') {
      const message = `onOpen makes a ${openMethod} call: a call on open writes (POST or DELETE); what a screen reads belongs in its source or context`;
      errors.push(errorIn(checked, `${pointer}/onOpen/call/method`, message));
    }
    const dateAction = asRecord(body.calendar)?.dateAction;
    const ids = [...actionIds(body), ...inheritedActionIds(layout)];
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

/** A tab pane may name the actions of the layouts it is a tab of (the screen's, a `tabs` pane's). */
function inheritedActionIds(layout: LayoutPart): string[] {
  if (layout.place !== 'tab' || !layout.parent) return [];
  return [...actionIds(layout.parent.value), ...inheritedActionIds(layout.parent)];
}

function actionIds(body: SpecRecord): string[] {
  return asArray(body.actions).map((action) => asRecord(action)?.id).filter((id): id is string => typeof id === 'string');
}
