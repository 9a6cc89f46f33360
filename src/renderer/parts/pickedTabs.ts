import type { LayoutSpec, TabPane, TabsLayoutSpec } from '../../ground/screenLanguage/types';

/** One level of a tabs picker: the tabs offered there and the one picked. */
export interface PickerLevel {
  options: { id: string; label: string }[];
  picked: string;
}

/** What a tabs picker shows: a select per level, and the layout the picks lead to (null when a level offers no tab). */
export interface PickedTabs {
  levels: PickerLevel[];
  body: LayoutSpec | null;
}

/** The option wanted when it is offered, else the first offered (undefined when none is). */
function pick<Option extends { id: string }>(options: readonly Option[], wanted: string | undefined): Option | undefined {
  return options.find((option) => option.id === wanted) ?? options[0];
}

/**
 * Walks a `tabs` layout with `picker:` down its picks: at each level the picked tab (or the first offered, when the
 * pick is not offered there), into a nested `tabs` layout's panes, and last a list's `query` tabs, whose picked query
 * joins the list's source query (the list is then drawn without its own tab row).
 */
export function pickTabs(body: TabsLayoutSpec, picks: readonly (string | undefined)[], offered: (pane: TabPane) => boolean): PickedTabs {
  const levels: PickerLevel[] = [];
  let current: LayoutSpec = body;
  while (current.layout === 'tabs') {
    const panes: TabPane[] = current.tabs.filter(offered);
    const picked: TabPane | undefined = pick(panes, picks[levels.length]);
    if (!picked) return { levels, body: null };
    levels.push({ options: panes.map((pane) => ({ id: pane.id, label: pane.label })), picked: picked.id });
    current = picked;
  }
  if (current.layout === 'list') {
    const tabs = current.tabs ?? [];
    const tab = pick(tabs, picks[levels.length]);
    if (tab) {
      levels.push({ options: tabs.map((option) => ({ id: option.id, label: option.label })), picked: tab.id });
      current = { ...current, tabs: undefined, source: { ...current.source, query: { ...current.source.query, ...tab.query } } };
    }
  }
  return { levels, body: current };
}
