import { useMemo, useState } from 'react';
import type { ListFilter } from '../../ground/screenLanguage/types';
import { readUiSetting, writeUiSetting } from '../../session/uiSettings';
import { isRecord } from '../../ground/isRecord';

/** The options picked per filter parameter, e.g. `{ function: ['Rigger'], region: ['Utrecht'] }`. */
export type PickedFilters = Readonly<Record<string, readonly string[]>>;

/** A list's filters as they stand: what is picked, how to change it, and what the source is fetched with. */
export interface ListFiltersState {
  picked: PickedFilters;
  /** Replaces what is picked for one filter (an empty list removes the filter). */
  pick: (param: string, values: readonly string[]) => void;
  /** Removes every filter at once. */
  clear: () => void;
  /** How many options are picked over all filters. */
  count: number;
  /** What the source is fetched with besides its own query: `{ [param]: 'a,b' }`, or undefined when nothing is picked. */
  query: Record<string, string> | undefined;
}

/** The uiSettings part a list's picked filters are kept under. */
export const listFiltersSetting = (listKey: string) => `listFilters:${listKey}`;

/** What was kept for a list, reduced to its filters' parameters and to lists of text (a stale or edited setting). */
function keptFilters(filters: readonly ListFilter[], listKey: string): PickedFilters {
  const kept = readUiSetting(listFiltersSetting(listKey));
  if (!isRecord(kept)) return {};
  const picked: Record<string, string[]> = {};
  for (const filter of filters) {
    const values = kept[filter.param];
    if (!Array.isArray(values)) continue;
    const texts = values.filter((value): value is string => typeof value === 'string' && value !== '');
    const allowed = filter.multiple === false ? texts.slice(0, 1) : texts;
    if (allowed.length > 0) picked[filter.param] = allowed;
  }
  return picked;
}

/**
 * The state of a list's filters (`filters:` of a list spec). Picked options are sent as the filter's parameter, several
 * joined by commas; they are kept in uiSettings under the list's key, so the list opens filtered as it was left (also
 * after a logout: section 3 keeps uiSettings).
 */
export function useListFilters(filters: readonly ListFilter[] | undefined, listKey: string): ListFiltersState {
  const [picked, setPicked] = useState<PickedFilters>(() => (filters ? keptFilters(filters, listKey) : {}));
  const keep = (next: PickedFilters) => {
    setPicked(next);
    writeUiSetting(listFiltersSetting(listKey), Object.keys(next).length > 0 ? next : undefined);
  };
  const query = useMemo(() => {
    const entries = Object.entries(picked).filter(([, values]) => values.length > 0);
    return entries.length > 0 ? Object.fromEntries(entries.map(([param, values]) => [param, values.join(',')])) : undefined;
  }, [picked]);
  return {
    picked,
    pick: (param, values) => {
      const rest = Object.fromEntries(Object.entries(picked).filter(([name]) => name !== param));
      keep(values.length > 0 ? { ...rest, [param]: [...values] } : rest);
    },
    clear: () => keep({}),
    count: Object.values(picked).reduce((sum, values) => sum + values.length, 0),
    query,
  };
}
