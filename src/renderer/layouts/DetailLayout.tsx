import { Stack } from '@mantine/core';
import { useScreenData } from '../hooks/useScreenData';
import { DataStates } from '../DataStates';
import { ActionBar } from '../actions/ActionBar';
import { SectionView } from '../parts/SectionView';
import type { LayoutProps } from './LayoutProps';
import '../../ui/styles/screenStyles';

/** `layout: detail`: one record in sections of label/value lines and sub-lists, with its actions at the foot. */
export function DetailLayout({ body, scope }: LayoutProps) {
  const data = useScreenData(body.source, scope, { list: false });
  const record = data.data && typeof data.data === 'object' ? (data.data as Record<string, unknown>) : {};
  const recordScope = { ...scope, ...record };
  return (
    <DataStates data={data} empty={body.empty} isEmpty={data.data === null || data.data === undefined} skeleton="lines">
      <Stack gap="sm">
        {(body.sections ?? []).map((section) => (
          <SectionView key={section.id} section={section} scope={recordScope} hideWhenEmptyByDefault={false} />
        ))}
        <ActionBar actions={body.actions} scope={recordScope} stacked />
      </Stack>
    </DataStates>
  );
}
