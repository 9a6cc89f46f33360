import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionSpec } from '../../../src/ground/screenLanguage/types';
import { setWire } from '../../../src/api/apiClient';
import { cancelledFailure } from '../../../src/api/ApiFailure';
import type { WireAnswer } from '../../../src/api/wire';
import { ActionButton } from '../../../src/renderer/actions/ActionButton';
import { layouts } from '../../../src/renderer/registry';
import { RendererProvider, type RendererEnvironment } from '../../../src/renderer/RendererEnvironment';
import { accessProbe, can } from '../../../src/session/can';
import { crewSession } from '../renderLayout';
import en from '../../../locales/en.json';

afterEach(() => setWire(null));

/** An upload that reports 40 % sent and then hangs until its signal aborts it, or answers when `finish` is called. */
function slowUpload() {
  const sent: unknown[] = [];
  let finish: () => void = () => undefined;
  setWire((request) => new Promise<WireAnswer>((resolve, reject) => {
    sent.push(request.data);
    request.progress?.listener(40);
    request.signal?.addEventListener('abort', () => reject(cancelledFailure()));
    finish = () => resolve({ status: 201, body: { id: 5 }, headers: {} });
  }));
  return { sent, finish: () => finish() };
}

const uploadPhoto: ActionSpec = {
  id: 'uploadPhoto',
  kind: 'form',
  label: 'Upload photo',
  form: {
    title: 'Photo',
    fields: [
      { path: 'caption', kind: 'text', label: 'Caption' },
      { path: 'file', kind: 'file', label: 'Photo file', required: true },
    ],
    submit: { label: 'Send', call: { method: 'POST', endpoint: '/photos' }, onSuccess: { toast: 'photo.sent' } },
  },
};

function renderUpload() {
  const session = crewSession();
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const environment: RendererEnvironment = {
    access: accessProbe(session), can: (rule) => can(session, rule).allowed, scope: {},
    notify: vi.fn(), confirm: vi.fn(async () => true), navigate: vi.fn(), layouts, customComponents: {},
  };
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RendererProvider value={environment}>
            <ActionButton action={uploadPhoto} scope={{ $user: { personId: 1 } }} />
          </RendererProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return environment;
}

async function fillAndSend() {
  fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Photo' });
  fireEvent.change(within(dialog).getByLabelText('Caption'), { target: { value: 'On stage' } });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

describe('an upload in a form', () => {
  it('shows how far it has come, as a named progress bar with its value', async () => {
    const upload = slowUpload();
    const environment = renderUpload();
    const dialog = await fillAndSend();
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(dialog).getByText('Uploading: 40%')).toBeTruthy();
    expect(upload.sent[0]).toBeInstanceOf(FormData);
    upload.finish();
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'photo.sent' }));
  });

  it('is aborted by Cancel, says so, and keeps what was typed and chosen', async () => {
    slowUpload();
    const environment = renderUpload();
    const dialog = await fillAndSend();
    await within(dialog).findByRole('progressbar', { name: 'Uploading' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'info', message: 'transfer.cancelled' }));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Caption').value).toBe('On stage');
    expect(within(dialog).getByText('me.png')).toBeTruthy();
    expect(environment.notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
  });
});
