import { Stack } from '@mantine/core';
import type { LayoutProps } from './LayoutProps';
import { useScreenData } from '../hooks/useScreenData';
import { DataStates } from '../DataStates';
import { ActionBar } from '../actions/ActionBar';
import { SpecForm } from '../forms/SpecForm';
import { useEditedWrite } from '../hooks/useEditedWrite';
import { reopenKeyOf } from '../../outbox/editRequest';
import '../../ui/styles/screenStyles';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `layout: form`: a form over the screen's record. With a `source` the record is loaded first and its fields
 * (with `$params`, `$user`, `$today`) are what the defaults read; without one the form starts from its defaults.
 * Opened from the outbox's Edit of a refused write made here, it starts from what was typed for that write.
 */
export function FormLayout({ body, scope }: LayoutProps<'form'>) {
  const record = useScreenData(body.source, scope, { list: false });
  const formScope = isRecord(record.data) ? { ...scope, ...record.data } : scope;
  // A refused write made with this form, opened again to be edited: the form starts from what was typed for it.
  const [edited] = useEditedWrite(body.submit ? reopenKeyOf(null, null) : null);
  return (
    <DataStates data={record} empty={body.empty} isEmpty={false} skeleton="form">
      <Stack gap="lg">
        {body.submit && (
          // Another record (same screen, other route parameters) starts a fresh form; a refetch of this one keeps what was typed.
          <SpecForm
            key={`${JSON.stringify(scope.$params ?? null)}:${edited?.entryId ?? ''}`}
            form={{ fields: body.fields, questions: body.questions, notices: body.notices, submit: body.submit }}
            scope={formScope}
            reopenKey={reopenKeyOf(null, null)}
            kept={edited ?? undefined}
          />
        )}
        <ActionBar actions={body.actions} scope={formScope} />
      </Stack>
    </DataStates>
  );
}
