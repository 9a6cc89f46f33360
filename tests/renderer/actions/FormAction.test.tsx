import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionSpec } from '../../../src/ground/screenLanguage/types';
import type { TemplateScope } from '../../../src/ground/screenLanguage/renderTemplate';
import { setWire } from '../../../src/api/apiClient';
import { ActionButton } from '../../../src/renderer/actions/ActionButton';
import { layouts } from '../../../src/renderer/registry';
import { RendererProvider, type RendererEnvironment } from '../../../src/renderer/RendererEnvironment';
import { accessProbe, can } from '../../../src/session/can';
import { crewSession } from '../renderLayout';
import en from '../../../locales/en.json';

afterEach(() => setWire(null));

/** Answers every POST with `{}` and records what was sent. */
function serve(): { url: string; data: unknown }[] {
  const sent: { url: string; data: unknown }[] = [];
  setWire(async (request) => {
    sent.push({ url: `${request.method} ${request.path}`, data: request.data ?? null });
    return { status: 200, body: {}, headers: {} };
  });
  return sent;
}

const reportAbsence: ActionSpec = {
  id: 'reportAbsence',
  kind: 'form',
  label: 'Report absence',
  icon: 'calendar',
  form: {
    title: 'Absence',
    fields: [
      { path: 'day', kind: 'date', label: 'Day', required: true, default: '{{ $date }}' },
      { path: 'reason', kind: 'text', label: 'Reason', required: true },
    ],
    submit: { label: 'Send', call: { method: 'POST', endpoint: '/people/{{ $user.personId }}/absences' }, onSuccess: { toast: 'absence.sent' } },
  },
};

function renderAction(props: { scope?: TemplateScope; autoStart?: boolean }) {
  const session = crewSession();
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const onFinished = vi.fn();
  const environment: RendererEnvironment = {
    access: accessProbe(session),
    can: (rule) => can(session, rule).allowed,
    scope: {},
    notify: vi.fn(),
    confirm: vi.fn(async () => true),
    navigate: vi.fn(),
    layouts, customComponents: {},
  };
  const scope = { $user: { personId: 1 }, $today: '2026-11-22', ...props.scope };
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RendererProvider value={environment}>
            <ActionButton action={reportAbsence} scope={scope} autoStart={props.autoStart} onFinished={onFinished} />
          </RendererProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { environment, onFinished };
}

describe('FormAction', () => {
  it('opens its form in a dialog, posts it and closes', async () => {
    const sent = serve();
    const { environment, onFinished } = renderAction({});
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Dentist' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ url: 'POST /people/1/absences', data: { day: '2026-11-30', reason: 'Dentist' } }]);
    expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'absence.sent' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Report absence' })).toBeTruthy();
  });

  it('keeps the dialog open while a required field is empty', async () => {
    const sent = serve();
    renderAction({});
    fireEvent.click(screen.getByRole('button', { name: 'Report absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('with autoStart opens at once without a button, using the clicked day as default', async () => {
    const sent = serve();
    const { onFinished } = renderAction({ autoStart: true, scope: { $date: '2026-12-05' } });
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    expect(screen.queryByRole('button', { name: 'Report absence' })).toBeNull();
    // The day's field holds the contract's value (shown in the person's language once its picker has loaded).
    await within(dialog).findByLabelText('Day');
    expect(dialog.querySelector<HTMLInputElement>('input[name="day"]')?.value).toBe('2026-12-05');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Wedding' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ url: 'POST /people/1/absences', data: { day: '2026-12-05', reason: 'Wedding' } }]);
  });

  it('calls onFinished when closed without submitting', async () => {
    const sent = serve();
    const { onFinished } = renderAction({ autoStart: true, scope: { $date: '2026-12-05' } });
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([]);
  });
});
