import { Chip, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTexts } from '../texts';
import type { ListSearch } from '../../ground/screenLanguage/types';
import type { ListSearchState } from '../hooks/useListSearch';

/**
 * A list's search box (`search:` of a list spec): the text, a button to empty it, the chips choosing which part is
 * searched (when the spec offers `fields`), and how many records were found once a search has answered (`found`).
 */
export function ListSearchBar({ spec, state, found }: { spec: ListSearch; state: ListSearchState; found: number | null }) {
  const { t } = useTexts();
  const placeholder = t(spec.placeholder);
  const chips = spec.fields ? [{ param: spec.param, label: spec.label ?? 'common.searchEverywhere' }, ...spec.fields] : [];
  return (
    <Stack gap={6} role="search">
      <TextInput
        value={state.text}
        onChange={(event) => state.setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') state.submit();
        }}
        placeholder={placeholder}
        aria-label={placeholder}
        leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
        rightSection={state.text ? <CloseButton size="sm" aria-label={t('common.clearSearch')} onClick={state.clear} /> : null}
        autoComplete="off"
        inputMode="search"
        enterKeyHint="search"
      />
      {chips.length > 0 && (
        <Chip.Group value={state.param} onChange={state.setParam}>
          <Group gap={6} role="radiogroup" aria-label={t('common.searchIn')}>
            {chips.map((chip) => (
              <Chip key={chip.param} value={chip.param} type="radio" size="xs" variant="light">{t(chip.label)}</Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {found !== null && <Text size="sm" c="dimmed" role="status">{t('common.searchFound', { count: found })}</Text>}
    </Stack>
  );
}
