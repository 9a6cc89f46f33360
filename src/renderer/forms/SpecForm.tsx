import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CallSpec, FieldKind, FieldSpec, FormBody } from '../../spec/types';
import { renderValue, type TemplateScope } from '../../spec/renderTemplate';
import { resolvePath } from '../../spec/resolvePath';
import { evaluateCondition } from '../../spec/evaluateCondition';
import { fetchSource } from '../../api/fetchSource';
import { toApiFailure, type ApiFailure } from '../../api/ApiFailure';
import { useRunCall, type RunCallOptions } from '../hooks/useRunCall';
import { useRendererEnvironment } from '../RendererEnvironment';
import { fieldWidgets } from '../registry';
import { UnknownKind } from '../UnknownKind';

/** What a form needs: its fields and submit, and the scope its defaults and templates read. */
export interface SpecFormProps {
  form: FormBody;
  /** The record with `$params`, `$user`, `$today` (and `$date` from a calendar day); defaults are rendered against it. */
  scope: TemplateScope;
  /** Called after the submit call succeeded (after its toast, refresh and navigation). */
  onSubmitted?: () => void;
  /** When given, a cancel button is drawn that calls it (dialogs). */
  onCancel?: () => void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The value of a field with no default: what its widget shows as empty. */
const emptyValues: Record<FieldKind, unknown> = {
  text: '', textarea: '', number: null, date: '', time: '', select: null, checkbox: false, file: null, password: '',
};

/** Dates and times from records may carry more than the widget holds (`2026-11-22T08:00`, `08:00:00`). */
const valueLengths: Partial<Record<FieldKind, number>> = { date: 10, time: 5 };

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.split('.');
  let node = target;
  steps.slice(0, -1).forEach((step) => {
    if (typeof node[step] !== 'object' || node[step] === null) node[step] = {};
    node = node[step] as Record<string, unknown>;
  });
  node[steps[steps.length - 1]!] = value;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** A field's starting value: its `default` rendered against the scope (keeping the type), shaped for its widget. */
function initialValue(field: FieldSpec, scope: TemplateScope): unknown {
  const value = field.default === undefined ? undefined : renderValue(field.default, scope);
  if (value === null || value === undefined || value === '' || field.kind === 'file') return emptyValues[field.kind];
  if (field.kind === 'checkbox') return value === true || value === 'true';
  if (field.kind === 'number') return Number.isFinite(Number(value)) ? Number(value) : null;
  if (field.kind === 'select') return typeof value === 'number' ? value : String(value);
  return String(value).slice(0, valueLengths[field.kind]);
}

/** The rules of one field; returns the translated message of the first broken one. */
function validate(field: FieldSpec, value: unknown, t: Translate): string | true {
  if (isBlank(value)) return field.required ? t('form.required') : true;
  if (field.kind !== 'number') return true;
  const number = Number(value);
  if (!Number.isFinite(number)) return t('form.number');
  if (field.min !== undefined && number < field.min) return t('form.min', { min: field.min });
  if (field.max !== undefined && number > field.max) return t('form.max', { max: field.max });
  return true;
}

/** The submitted form of a value: blank text becomes null, a number typed as text becomes a number. */
function submittedValue(field: FieldSpec, value: unknown): unknown {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  return field.kind === 'number' && typeof value === 'string' ? Number(value) : value;
}

/** The request body: the shown fields' values, or a FormData (dotted paths as keys) when a file was chosen. */
function requestBody(fields: FieldSpec[], values: Record<string, unknown>): Record<string, unknown> | FormData {
  if (!fields.some((field) => field.kind === 'file' && resolvePath(values, field.path) instanceof File)) return values;
  const formData = new FormData();
  for (const field of fields) {
    const value = resolvePath(values, field.path);
    if (value instanceof File) formData.append(field.path, value, value.name);
    else if (value !== null && value !== undefined) formData.append(field.path, String(value));
  }
  return formData;
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
 * The one form engine, used by the `form` layout and the `form` action: react-hook-form over the spec's fields,
 * defaults from the scope, required/min/max rules, fields hidden (and not sent) while their `when` fails, the
 * conditional extra confirmation, then the submit call. A failed call keeps every value and shows the server's
 * field messages under their fields.
 */
export function SpecForm({ form, scope, onSubmitted, onCancel }: SpecFormProps) {
  const { t } = useTranslation();
  const environment = useRendererEnvironment();
  const { submit, running } = useSubmitCall();
  const [defaults] = useState(() => {
    const values: Record<string, unknown> = {};
    for (const field of form.fields) setPath(values, field.path, initialValue(field, scope));
    return values;
  });
  const { control, handleSubmit, setError, formState } = useForm<FieldValues>({ defaultValues: defaults });
  const watched = useWatch({ control });
  const busy = formState.isSubmitting || running;
  const shownFields = (values: FieldValues) =>
    form.fields.filter((field) => evaluateCondition(field.when, { ...scope, ...values }, environment.access));

  async function confirmed(values: Record<string, unknown>): Promise<boolean> {
    const confirm = form.submit.confirm;
    if (!confirm) return true;
    let check: unknown;
    if (confirm.check) {
      try {
        check = await fetchSource(confirm.check, { ...scope, ...values }, { list: confirm.check.list ?? true });
      } catch (error) {
        environment.notify({ type: 'error', message: toApiFailure(error).message });
        return false;
      }
    }
    if (!evaluateCondition(confirm.when, { ...scope, ...values, $check: check }, environment.access)) return true;
    return environment.confirm(confirm.question);
  }

  async function onValid(all: FieldValues) {
    const fields = shownFields(all);
    const values: Record<string, unknown> = {};
    for (const field of fields) setPath(values, field.path, submittedValue(field, resolvePath(all, field.path)));
    if (!(await confirmed(values))) return;
    const { call, onSuccess } = form.submit;
    const result = await submit(call, { ...scope, ...values }, { onSuccess }, requestBody(fields, values));
    if (result.succeeded) return onSubmitted?.();
    for (const detail of result.failure?.details ?? []) {
      if (fields.some((field) => field.path === detail.path)) setError(detail.path, { type: 'server', message: detail.message });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Stack gap="md">
        {shownFields(watched).map((field) => {
          const Widget = fieldWidgets[field.kind];
          if (!Widget) return <UnknownKind key={field.path} what="field" kind={field.kind} where={`field "${field.path}"`} />;
          return (
            <Controller
              key={field.path}
              name={field.path}
              control={control}
              rules={{ validate: (value) => validate(field, value, t) }}
              render={({ field: input, fieldState }) => (
                <Widget
                  field={field}
                  name={input.name}
                  label={t(field.label)}
                  description={field.description && t(field.description)}
                  placeholder={field.placeholder && t(field.placeholder)}
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
          );
        })}
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
