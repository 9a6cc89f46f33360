import { useState } from 'react';
import { Button, Group, MultiSelect, Pill, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTexts } from '../texts';
import type { ListFilter } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import type { ListFiltersState } from '../hooks/useListFilters';
import { useScreenData } from '../hooks/useScreenData';
import { loadedOptions } from './loadedOptions';
import { useFormatContext } from '../hooks/useFormatContext';

/** The choices of one filter as text values: fixed (their labels translated) or loaded from its source. */
function useFilterOptions(filter: ListFilter, scope: TemplateScope, needed = true) {
  const { t } = useTexts();
  const format = useFormatContext();
  const loaded = useScreenData(needed ? filter.options.source : undefined, scope, { list: true });
  const data = filter.options.source
    ? loadedOptions(filter.options, loaded.items, format).map((option) => ({ value: String(option.value), label: option.label }))
    : (filter.options.values ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
  // One entry per value (records may repeat one), so a value is never offered twice.
  const unique = data.filter((option, index) => option.value !== '' && data.findIndex((other) => other.value === option.value) === index);
  return { data: unique, loading: loaded.status === 'loading', failed: loaded.status === 'error' };
}

/** One filter's picker: several options (a multi-select) or one (a select), searchable when the choices are many. */
function FilterPicker({ filter, state, scope }: { filter: ListFilter; state: ListFiltersState; scope: TemplateScope }) {
  const { t } = useTexts();
  const { data, loading, failed } = useFilterOptions(filter, scope);
  const picked = state.picked[filter.param] ?? [];
  // A picked value the options no longer hold (kept from an earlier visit) still shows, so it can be removed.
  const shown = [...data, ...picked.filter((value) => !data.some((option) => option.value === value)).map((value) => ({ value, label: value }))];
  const common = {
    label: t(filter.label),
    data: shown,
    placeholder: loading ? t('form.loadingOptions') : undefined,
    error: failed ? t('form.optionsFailed') : undefined,
    searchable: shown.length > 8,
    nothingFoundMessage: t('form.noOptions'),
    comboboxProps: { keepMounted: false },
  };
  return filter.multiple === false ? (
    <Select {...common} value={picked[0] ?? null} onChange={(value) => state.pick(filter.param, value ? [value] : [])} clearable />
  ) : (
    <MultiSelect {...common} value={[...picked]} onChange={(values) => state.pick(filter.param, values)} clearable />
  );
}

/** The options picked in one filter, each a pill (its option's label) that removes itself when its button is tapped. */
function PickedPills({ filter, state, scope }: { filter: ListFilter; state: ListFiltersState; scope: TemplateScope }) {
  const { t } = useTexts();
  const picked = state.picked[filter.param] ?? [];
  const { data } = useFilterOptions(filter, scope, picked.length > 0);
  return picked.map((value) => {
    const label = data.find((option) => option.value === value)?.label ?? value;
    return (
      <Pill
        key={value}
        withRemoveButton
        // Outside an input the pill's button is the only way to remove the value: reachable by keyboard, and named.
        removeButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': t('listFilters.remove', { filter: t(filter.label), value: label }) }}
        onRemove={() => state.pick(filter.param, picked.filter((kept) => kept !== value))}
      >
        {label}
      </Pill>
    );
  });
}

/**
 * A list's filters (`filters:` of a list spec): a button that opens the pickers (with the number of options picked),
 * while they are closed the picked options as pills whose button removes them, a button clearing them all, and how
 * many records the filtered list holds (`found`, once its answer is in).
 */
export function ListFilterBar({ filters, state, scope, found }: {
  filters: readonly ListFilter[];
  state: ListFiltersState;
  scope: TemplateScope;
  found: number | null;
}) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={6} role="group" aria-label={t('listFilters.title')}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.8} aria-hidden />}
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          {state.count > 0 ? t('listFilters.picked', { count: state.count }) : t('listFilters.title')}
        </Button>
        {state.count > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={state.clear}>{t('listFilters.clear')}</Button>
        )}
      </Group>
      {/* The pickers (and the loading of their options) only once asked for. */}
      {open && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" pb={4}>
          {filters.map((filter) => <FilterPicker key={filter.param} filter={filter} state={state} scope={scope} />)}
        </SimpleGrid>
      )}
      {/* With the pickers closed, what is picked stays in sight (the open pickers show it themselves). */}
      {!open && state.count > 0 && (
        <Pill.Group>
          {filters.map((filter) => <PickedPills key={filter.param} filter={filter} state={state} scope={scope} />)}
        </Pill.Group>
      )}
      {found !== null && <Text size="sm" c="dimmed" role="status">{t('common.searchFound', { count: found })}</Text>}
    </Stack>
  );
}
