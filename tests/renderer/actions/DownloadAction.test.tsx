import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { ActionSpec, LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { ActionButton } from '../../../src/renderer/actions/ActionButton';
import { layouts } from '../../../src/renderer/registry';
import { RendererProvider, type RendererEnvironment } from '../../../src/renderer/RendererEnvironment';
import { accessProbe, can } from '../../../src/session/can';
import { crewSession, renderLayout } from '../renderLayout';
import { mockApi } from '../mockApi';
import en from '../../../locales/en.json';

// jsdom has no object URLs: hand out numbered ones and remember which blob each stands for.
const objectUrls = new Map<string, Blob>();
const urlStatics = URL as unknown as Record<string, unknown>;
let click: MockInstance<() => void>;
beforeEach(() => {
  objectUrls.clear();
  urlStatics['createObjectURL'] = vi.fn((blob: Blob) => {
    const url = `blob:test/${objectUrls.size + 1}`;
    objectUrls.set(url, blob);
    return url;
  });
  urlStatics['revokeObjectURL'] = vi.fn();
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  delete urlStatics['createObjectURL'];
  delete urlStatics['revokeObjectURL'];
  vi.restoreAllMocks();
});

const payslip: ActionSpec = {
  id: 'download',
  kind: 'download',
  label: 'payrolls.download',
  download: { endpoint: '/payrolls/{{ id }}/pdf', query: { lang: '{{ $user.language }}' } },
  onSuccess: { toast: 'payrolls.downloaded' },
};

const detail = (action: ActionSpec): LayoutSpec => ({
  layout: 'detail',
  source: { endpoint: '/payrolls/{{ $params.id }}' },
  sections: [{ id: 'main', fields: [{ label: 'payrolls.number', path: 'number' }] }],
  actions: [action],
});

const pdf = (name: string) => ({
  data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
});

/** The links handed to the browser to save: their download name and the bytes behind their href. */
const savedLinks = () => click.mock.contexts.map((link) => link as HTMLAnchorElement);

describe('download action', () => {
  it("fetches the file through the api and saves it under the server's name", async () => {
    const seen = mockApi({ 'GET /payrolls/8': { data: { id: 8, number: 'P-2026-11' } }, 'GET /payrolls/8/pdf': pdf('Payslip November.pdf') });
    const { environment } = renderLayout(detail(payslip), { params: { id: '8' }, environment: { scope: { $params: { id: '8' }, $user: { personId: 1, language: 'nl' } } } });
    fireEvent.click(await screen.findByRole('button', { name: 'payrolls.download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [link] = savedLinks();
    expect(link?.getAttribute('download')).toBe('Payslip November.pdf');
    expect(await objectUrls.get(link!.getAttribute('href')!)?.text()).toBe('%PDF-1.7');
    expect(seen.find((request) => request.url === '/payrolls/8/pdf')).toMatchObject({ method: 'GET', params: { lang: 'nl' } });
    expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'payrolls.downloaded' });
    // The link was only there to be clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('falls back to the last part of the path when the server gives no name', async () => {
    mockApi({ 'GET /payrolls/8': { data: { id: 8 } }, 'GET /payrolls/8/pdf': { data: new Blob(['x'], { type: 'application/pdf' }) } });
    renderLayout(detail(payslip), { params: { id: '8' } });
    fireEvent.click(await screen.findByRole('button', { name: 'payrolls.download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(savedLinks()[0]?.getAttribute('download')).toBe('pdf');
  });

  it("shows the server's message from a JSON error that came as a Blob, and saves nothing", async () => {
    mockApi({
      'GET /payrolls/8': { data: { id: 8 } },
      'GET /payrolls/8/pdf': { status: 403, data: new Blob([JSON.stringify({ error: { code: 'forbidden', message: 'This payslip is not yours' } })], { type: 'application/json' }) },
    });
    const { environment } = renderLayout(detail(payslip), { params: { id: '8' } });
    const button = await screen.findByRole('button', { name: 'payrolls.download' });
    fireEvent.click(button);
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'error', message: 'This payslip is not yours' }));
    expect(environment.notify).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
    await waitFor(() => expect((screen.getByRole('button', { name: 'payrolls.download' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('says the server failed when the error is not JSON', async () => {
    mockApi({ 'GET /payrolls/8': { data: { id: 8 } }, 'GET /payrolls/8/pdf': { status: 500, data: new Blob(['<h1>oops</h1>'], { type: 'text/html' }) } });
    const { environment } = renderLayout(detail(payslip), { params: { id: '8' } });
    fireEvent.click(await screen.findByRole('button', { name: 'payrolls.download' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'error', message: 'errors.server' }));
    expect(click).not.toHaveBeenCalled();
  });

  it('starts at once when asked to start without a button, and reports when done', async () => {
    mockApi({ 'GET /payrolls/9/pdf': pdf('P-9.pdf') });
    const session = crewSession();
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
    const environment: RendererEnvironment = {
      access: accessProbe(session), can: (rule) => can(session, rule).allowed, scope: {},
      notify: vi.fn(), confirm: vi.fn(async () => true), navigate: vi.fn(), layouts, customComponents: {},
    };
    const onFinished = vi.fn();
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient()}>
            <RendererProvider value={environment}>
              <ActionButton action={{ ...payslip, onSuccess: undefined }} scope={{ id: 9 }} autoStart onFinished={onFinished} />
            </RendererProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(savedLinks()[0]?.getAttribute('download')).toBe('P-9.pdf');
    expect(environment.notify).not.toHaveBeenCalled();
  });
});
