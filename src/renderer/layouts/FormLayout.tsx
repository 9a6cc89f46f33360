import { Stack } from '@mantine/core';
import type { LayoutProps } from './LayoutProps';
import { useScreenData } from '../hooks/useScreenData';
import { DataStates } from '../DataStates';
import { ActionBar } from '../actions/ActionBar';
import { SpecForm } from '../forms/SpecForm';
import '../../ui/styles/screenStyles';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `layout: form`: a form over the screen's record. With a `source` the record is loaded first and its fields
 * (with `$params`, `$user`, `$today`) are what the defaults read; without one the form starts from its defaults.
 */
export function FormLayout({ body, scope }: LayoutProps) {
  const record = useScreenData(body.source, scope, { list: false });
  const formScope = isRecord(record.data) ? { ...scope, ...record.data } : scope;
  return (
    <DataStates data={record} empty={body.empty} isEmpty={false} skeleton="form">
      <Stack gap="lg">
        {body.submit && (
          // Another record (same screen, other route parameters) starts a fresh form; a refetch of this one keeps what was typed.
          <SpecForm key={JSON.stringify(scope.$params ?? null)} form={{ fields: body.fields, questions: body.questions, notices: body.notices, submit: body.submit }} scope={formScope} />
        )}
        <ActionBar actions={body.actions} scope={formScope} />
      </Stack>
    </DataStates>
  );
}
