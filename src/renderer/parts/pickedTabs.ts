import type { LayoutBody, ListTab, TabPane } from '../../ground/screenLanguage/types';

/** One level of a tabs picker: the tabs offered there and the one picked. */
export interface PickerLevel {
  options: { id: string; label: string }[];
  picked: string;
}

/** What a tabs picker shows: a select per level, and the layout the picks lead to (null when a level offers no tab). */
export interface PickedTabs {
  levels: PickerLevel[];
  body: LayoutBody | null;
}

function pick(options: readonly { id: string }[], wanted: string | undefined): string {
  return options.some((option) => option.id === wanted) ? wanted! : options[0]!.id;
}

/**
 * Walks a `tabs` layout with `picker:` down its picks: at each level the picked tab (or the first offered, when the
 * pick is not offered there), into a nested `tabs` layout's panes, and last a list's `query` tabs, whose picked query
 * joins the list's source query (the list is then drawn without its own tab row).
 */
export function pickTabs(body: LayoutBody, picks: readonly (string | undefined)[], offered: (pane: TabPane) => boolean): PickedTabs {
  const levels: PickerLevel[] = [];
  let current: LayoutBody = body;
  while (current.layout === 'tabs') {
    const panes = ((current.tabs ?? []) as TabPane[]).filter(offered);
    if (panes.length === 0) return { levels, body: null };
    const picked = pick(panes, picks[levels.length]);
    levels.push({ options: panes.map((pane) => ({ id: pane.id, label: pane.label })), picked });
    current = panes.find((pane) => pane.id === picked)!;
  }
  const tabs = current.layout === 'list' ? ((current.tabs ?? []) as ListTab[]) : [];
  if (tabs.length > 0 && current.source) {
    const picked = pick(tabs, picks[levels.length]);
    levels.push({ options: tabs.map((tab) => ({ id: tab.id, label: tab.label })), picked });
    const tab = tabs.find((candidate) => candidate.id === picked)!;
    current = { ...current, tabs: undefined, source: { ...current.source, query: { ...current.source.query, ...tab.query } } };
  }
  return { levels, body: current };
}
