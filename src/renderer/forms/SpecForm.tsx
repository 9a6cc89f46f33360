import { useMemo, useState } from 'react';
import { Alert, Button, Group, List, Stack, Title } from '@mantine/core';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTexts } from '../texts';
import type { CallSpec, FormBody } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { fetchSource } from '../../api/fetchSource';
import { toApiFailure, type ApiFailure } from '../../api/ApiFailure';
import { useRunCall, type RunCallOptions } from '../hooks/useRunCall';
import { useRendererEnvironment } from '../RendererEnvironment';
import { fieldWidgets } from '../fieldWidgets';
import { UnknownKind } from '../UnknownKind';
import { useTransfer } from '../files/useTransfer';
import { useFormatContext } from '../hooks/useFormatContext';
import { TransferBar } from '../files/TransferBar';
import type { FormField } from './FormField';
import { questionFields } from './questionFields';
import { smallerPhotos } from './smallerPhotos';
import { initialValue, inputName, nestedValues, requestBody, serverPath, submittedValue, validate } from './formValues';

/** What a form needs: its fields and submit, and the scope its defaults and templates read. */
export interface SpecFormProps {
  form: FormBody;
  /** The record with `$params`, `$user`, `$today` (and `$date` from a calendar day); defaults are rendered against it. */
  scope: TemplateScope;
  /** Called after the submit call succeeded (after its toast, refresh and navigation). */
  onSubmitted?: () => void;
  /** When given, a cancel button is drawn that calls it (dialogs). */
  onCancel?: () => void;
  /** The i18n key naming the write while it waits in the outbox (the action's label). Default: the submit button's. */
  label?: string;
  /** The form's key on its screen (`reopenKeyOf`), kept with a write that waits so that a refusal can be edited here. */
  reopenKey?: string;
  /** A refused write being edited: the form starts from what was typed for it, and the new write replaces it. */
  kept?: { entryId: string; values: Record<string, unknown>; refusal: string };
}

/** useRunCall, plus the server's failure, whose `details` the form shows under its fields. */
function useSubmitCall() {
  const { run, running } = useRunCall();
  async function submit(call: CallSpec, scope: TemplateScope, options: RunCallOptions, body: Record<string, unknown> | FormData) {
    const seen: { failure: ApiFailure | null } = { failure: null };
    const succeeded = await run(call, scope, { ...options, onFailure: (failure) => (seen.failure = failure) }, body);
    return { succeeded, failure: seen.failure };
  }
  return { submit, running };
}

/**
 * The one form engine, used by the `form` layout and the `form` action: react-hook-form over the spec's fields
 * and the fields made from data (`questions:`), defaults from the scope, required/min/max rules, fields hidden (and
 * not sent) while their `when` fails, notices while theirs holds, the conditional extra confirmation, then the
 * submit call. A failed call keeps every value and shows the server's field messages under their fields.
 */
export function SpecForm({ form, scope, onSubmitted, onCancel, label, reopenKey, kept }: SpecFormProps) {
  const { t } = useTexts();
  const environment = useRendererEnvironment();
  const { submit, running } = useSubmitCall();
  const upload = useTransfer();
  // A default's dates and numbers are written as the person reads them ("vr 27 nov 2026" in Dutch), as on cards.
  const format = useFormatContext();
  const allFields = useMemo<FormField[]>(() => [...(form.fields ?? []), ...questionFields(form.questions, scope)], [form, scope]);
  const [defaults] = useState(() => ({
    ...Object.fromEntries(allFields.map((field) => [inputName(field.path), initialValue(field, scope, format)])),
    ...kept?.values,
  }));
  /** The server's problems that name no field of the form, shown under it (first, why an edited write was refused). */
  const [otherProblems, setOtherProblems] = useState<string[]>(() => (kept ? [t('outbox.refusedBecause', { message: t(kept.refusal) })] : []));
  const { control, handleSubmit, setError, formState } = useForm<FieldValues>({ defaultValues: defaults });
  const watched = nestedValues(allFields, useWatch({ control }));
  const busy = formState.isSubmitting || running;
  const holds = (condition: Parameters<typeof evaluateCondition>[0], values: Record<string, unknown>) =>
    evaluateCondition(condition, { ...scope, ...values }, environment.access);
  const shownFields = (values: Record<string, unknown>) => allFields.filter((field) => holds(field.when, values));
  const notices = (form.notices ?? []).filter((notice) => holds(notice.when, watched));
  const text = (field: FormField, key: string | undefined) => (key === undefined ? undefined : field.dataLabels ? key : t(key));

  async function confirmed(values: Record<string, unknown>): Promise<boolean> {
    const confirm = form.submit.confirm;
    if (!confirm) return true;
    let check: unknown;
    if (confirm.check) {
      try {
        check = await fetchSource(confirm.check, { ...scope, ...values }, { list: confirm.check.list ?? true });
      } catch (error) {
        const failure = toApiFailure(error);
        // Offline the check cannot be made: the form says so rather than claim what it found (the write may then wait
        // in the outbox).
        if (failure.code === 'offline') return environment.confirm(confirm.offlineQuestion ?? 'form.checkOffline');
        environment.notify({ type: 'error', message: failure.message });
        return false;
      }
    }
    if (!holds(confirm.when, { ...values, $check: check })) return true;
    return environment.confirm(confirm.question);
  }

  async function onValid(chosen: FieldValues) {
    const fields = shownFields(nestedValues(allFields, chosen));
    if (!(await confirmed(nestedValues(fields, chosen, submittedValue)))) return;
    // Photos are made smaller first: the body, the outbox's copy and the values kept to edit a refusal all take them.
    const { flat, madeSmaller } = await smallerPhotos(fields, chosen);
    const values = nestedValues(fields, flat, submittedValue);
    const { call, onSuccess } = form.submit;
    setOtherProblems([]);
    const body = requestBody(fields, values);
    // A file or a drawn signature may take a while on a phone's connection: its progress shows, with Cancel.
    const carriesFile = body instanceof FormData || fields.some((field) => field.kind === 'signature' && typeof values[field.path] === 'string');
    const transfer = carriesFile ? upload.begin(madeSmaller) : undefined;
    const reopen = reopenKey ? { form: reopenKey, values: flat } : undefined;
    const options = { onSuccess, transfer, label: label ?? form.submit.label, reopen, replaces: kept?.entryId };
    const result = await submit(call, { ...scope, ...values }, options, body).finally(upload.end);
    if (result.succeeded) return onSubmitted?.();
    // Every problem the server names is shown: all of a field's under it, one per line, the others under the form.
    const byField = new Map<string, string[]>();
    const others: string[] = [];
    for (const detail of result.failure?.details ?? []) {
      const field = fields.find((candidate) => candidate.path === detail.path || serverPath(candidate.path) === detail.path);
      if (field) byField.set(field.path, [...(byField.get(field.path) ?? []), detail.message]);
      else others.push(detail.path ? `${detail.path}: ${detail.message}` : detail.message);
    }
    for (const [path, messages] of byField) setError(inputName(path), { type: 'server', message: messages.join('\n') });
    setOtherProblems(others);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Stack gap="md">
        {shownFields(watched).map((field) => {
          const Widget = fieldWidgets[field.kind];
          if (!Widget) return <UnknownKind key={field.path} what="field" kind={field.kind} where={`field "${field.path}"`} />;
          return (
            <Stack key={field.path} gap="md">
              {field.groupTitle && <Title order={2} size="h5">{field.groupTitle}</Title>}
              <Controller
                name={inputName(field.path)}
                control={control}
                rules={{ validate: (value) => validate(field, value, t) }}
                render={({ field: input, fieldState }) => (
                  <Widget
                    field={field}
                    name={field.path}
                    label={text(field, field.label) ?? ''}
                    description={text(field, field.description)}
                    placeholder={text(field, field.placeholder)}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    error={fieldState.error?.message}
                    required={field.required ?? false}
                    disabled={busy}
                    scope={{ ...scope, ...watched }}
                  />
                )}
              />
            </Stack>
          );
        })}
        {otherProblems.length > 0 && (
          <Alert color="red" role="alert" data-testid="form-problems">
            <List size="sm" spacing={4}>
              {otherProblems.map((problem) => <List.Item key={problem}>{problem}</List.Item>)}
            </List>
          </Alert>
        )}
        {notices.map((notice) => (
          <Alert key={notice.message} color="yellow" role="status">{t(notice.message)}</Alert>
        ))}
        {upload.active && <TransferBar direction="upload" percent={upload.percent} onCancel={upload.cancel} madeSmaller={upload.madeSmaller} />}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {t(form.submit.label)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
