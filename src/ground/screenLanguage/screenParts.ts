import { asArray, isRecord, type SpecRecord } from './specRecord';

/** Where a layout stands: the screen's own, a tab pane of a `tabs` layout, or what a `panel` action opens. */
export type LayoutPlace = 'screen' | 'tab' | 'panel';

/** A layout of a screen (the screen itself, a tab pane at any depth, an action's panel) and its JSON pointer. */
export interface LayoutPart {
  kind: 'layout';
  value: SpecRecord;
  /** JSON pointer of the layout in the screen's file, e.g. `/tabs/0` or `/actions/2/panel`; `''` for the screen. */
  pointer: string;
  place: LayoutPlace;
  /** The layout this one is nested in (a tab pane's `tabs` layout, a panel's layout); none for the screen. */
  parent?: LayoutPart;
}

/** A section of a detail or dashboard layout. */
export interface SectionPart {
  kind: 'section';
  value: SpecRecord;
  pointer: string;
  layout: LayoutPart;
}

/** A button: a layout's or a section's `actions`, a list's or section's `itemActions`, a calendar's `eventActions`. */
export interface ActionPart {
  kind: 'action';
  value: SpecRecord;
  pointer: string;
  layout: LayoutPart;
  /** The section the button stands in, if any. */
  section?: SectionPart;
}

/** A form: a `form` layout (its `fields`, `questions`, `notices` and `submit`), or a `form` action's `form`. */
export interface FormPart {
  kind: 'form';
  value: SpecRecord;
  pointer: string;
  layout: LayoutPart;
  /** The `form` action the form opens from; none for a `form` layout. */
  action?: ActionPart;
}

/** One part of a screen, with its JSON pointer, as `screenParts` visits it. */
export type ScreenPart = LayoutPart | SectionPart | ActionPart | FormPart;

/**
 * Every part of a screen's spec, in document order, each with its JSON pointer: the screen's layout, its tab panes
 * (nested, at any depth), its sections, its actions and item actions, the layouts their `panel`s open (and all of
 * theirs), and its forms. It reads the spec as written (YAML not yet validated is walked too): a value of the wrong
 * shape is skipped, never thrown on.
 */
export function screenParts(screen: unknown): ScreenPart[] {
  const parts: ScreenPart[] = [];
  if (isRecord(screen)) visitLayout(parts, { kind: 'layout', value: screen, pointer: '', place: 'screen' });
  return parts;
}

/** The layouts of a screen (`screenParts` keeping only the layouts). */
export function layoutParts(screen: unknown): LayoutPart[] {
  return screenParts(screen).filter((part) => part.kind === 'layout');
}

function visitLayout(parts: ScreenPart[], layout: LayoutPart): void {
  parts.push(layout);
  const body = layout.value;
  if (body.layout === 'form') parts.push({ kind: 'form', value: body, pointer: layout.pointer, layout });
  asArray(body.sections).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const section: SectionPart = { kind: 'section', value: entry, pointer: `${layout.pointer}/sections/${index}`, layout };
    parts.push(section);
    visitActions(parts, layout, entry.actions, `${section.pointer}/actions`, section);
    visitActions(parts, layout, entry.itemActions, `${section.pointer}/itemActions`, section);
  });
  visitActions(parts, layout, body.actions, `${layout.pointer}/actions`);
  visitActions(parts, layout, body.itemActions, `${layout.pointer}/itemActions`);
  if (isRecord(body.calendar)) visitActions(parts, layout, body.calendar.eventActions, `${layout.pointer}/calendar/eventActions`);
  if (body.layout === 'tabs') {
    asArray(body.tabs).forEach((pane, index) => {
      if (isRecord(pane)) visitLayout(parts, { kind: 'layout', value: pane, pointer: `${layout.pointer}/tabs/${index}`, place: 'tab', parent: layout });
    });
  }
}

function visitActions(parts: ScreenPart[], layout: LayoutPart, actions: unknown, pointer: string, section?: SectionPart): void {
  asArray(actions).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const action: ActionPart = { kind: 'action', value: entry, pointer: `${pointer}/${index}`, layout, ...(section && { section }) };
    parts.push(action);
    if (isRecord(entry.form)) parts.push({ kind: 'form', value: entry.form, pointer: `${action.pointer}/form`, layout, action });
    if (isRecord(entry.panel)) visitLayout(parts, { kind: 'layout', value: entry.panel, pointer: `${action.pointer}/panel`, place: 'panel', parent: layout });
  });
}
