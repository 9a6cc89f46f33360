import { Stack } from '@mantine/core';
import { useScreenData } from '../hooks/useScreenData';
import { useCallOnOpen } from '../hooks/useCallOnOpen';
import { DataStates } from '../DataStates';
import { ActionBar } from '../actions/ActionBar';
import { SectionView } from '../parts/SectionView';
import type { LayoutProps } from './LayoutProps';
import { isRecord } from '../../ground/isRecord';
import '../../ui/styles/screenStyles';

/**
 * `layout: detail`: one record in sections of label/value lines and sub-lists, with its actions at the foot; its
 * `onOpen` call is made once the record is there.
 */
export function DetailLayout({ body, scope }: LayoutProps<'detail'>) {
  const data = useScreenData(body.source, scope, { list: false });
  const record = isRecord(data.data) ? data.data : {};
  const recordScope = { ...scope, ...record };
  useCallOnOpen(body.onOpen, data.status === 'success' && data.data !== null && data.data !== undefined, recordScope);
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
