import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec, FormLayoutSpec, LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { setWire } from '../../../src/api/apiClient';
import { offlineFailure } from '../../../src/api/ApiFailure';
import { renderLayout } from '../renderLayout';

interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

afterEach(() => setWire(null));

/** A route's answer other than 200: its status and body. */
class Refusal {
  constructor(readonly status: number, readonly body: unknown) {}
}

/** Answers `METHOD /path` from the table (a value, or a function of the request that may refuse or throw) and records every request. */
function serve(routes: Record<string, unknown>): Sent[] {
  const sent: Sent[] = [];
  setWire(async (wired) => {
    const request = { method: wired.method, url: wired.path, params: wired.query ?? {}, data: wired.data };
    sent.push(request);
    const route = routes[`${request.method} ${request.url}`];
    if (route === undefined) throw new Error(`unexpected ${request.method} ${request.url}`);
    const data = typeof route === 'function' ? (route as (request: Sent) => unknown)(request) : route;
    return data instanceof Refusal ? { status: data.status, body: data.body, headers: {} } : { status: 200, body: data, headers: {} };
  });
  return sent;
}

const badRequest = () => new Refusal(400, {
  error: { code: 'bad_request', message: 'Reason is required', details: [{ path: 'reason', message: 'Reason is required' }] },
});

const reason: FieldSpec = { path: 'reason', kind: 'text', label: 'Reason' };
const hours: FieldSpec = { path: 'hours', kind: 'number', label: 'Hours', min: 1, max: 12 };
const day: FieldSpec = { path: 'day', kind: 'date', label: 'Day', default: '{{ $today }}' };

function absenceForm(fields: FieldSpec[], submit: Partial<FormLayoutSpec['submit']> = {}): LayoutSpec {
  return {
    layout: 'form',
    fields,
    submit: {
      label: 'Send',
      call: { method: 'POST', endpoint: '/jobs/{{ $params.id }}/absence' },
      onSuccess: { toast: 'absence.sent' },
      ...submit,
    },
  };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FormLayout', () => {
  it('blocks the submit of an empty required field with its message', async () => {
    const sent = serve({});
    renderLayout(absenceForm([{ ...reason, required: true }, hours]), { params: { id: '7' } });
    send();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('checks a number against min and max', async () => {
    serve({});
    renderLayout(absenceForm([hours]), { params: { id: '7' } });
    type('Hours', '20');
    send();
    expect(await screen.findByText('Must be at most 12')).toBeTruthy();
  });

  it('posts the typed values to the templated endpoint and shows the success toast', async () => {
    const sent = serve({ 'POST /jobs/7/absence': { id: 1 } });
    const { environment } = renderLayout(absenceForm([{ ...reason, required: true }, hours, day, { path: 'note', kind: 'textarea', label: 'Note' }]), {
      params: { id: '7' },
    });
    // The day in the person's language once the date picker has loaded (the phone's own input stands in until then).
    await waitFor(() => expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('Sun, 22 Nov 2026'));
    type('Reason', 'Ill');
    type('Hours', '4');
    send();
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'absence.sent' }));
    expect(sent).toEqual([{ method: 'POST', url: '/jobs/7/absence', params: {}, data: { reason: 'Ill', hours: 4, day: '2026-11-22', note: null } }]);
  });

  it('hides a field whose condition fails: not checked, not sent', async () => {
    const sent = serve({ 'POST /jobs/7/absence': {} });
    const byCar = { field: 'byCar', equals: true };
    const plate: FieldSpec = { path: 'car.plate', kind: 'text', label: 'Plate', required: true, when: byCar };
    const seats: FieldSpec = { path: 'car.seats', kind: 'number', label: 'Seats', required: true, when: byCar };
    renderLayout(absenceForm([{ path: 'byCar', kind: 'checkbox', label: 'By car' }, plate, seats]), { params: { id: '7' } });
    expect(screen.queryByLabelText('Plate')).toBeNull();
    fireEvent.click(screen.getByLabelText('By car'));
    type('Plate', 'AB-12-CD');
    fireEvent.click(screen.getByLabelText('By car'));
    expect(screen.queryByLabelText('Plate')).toBeNull();
    send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.data).toEqual({ byCar: false });
  });

  it('asks the extra question when the check finds something, and a "no" sends nothing', async () => {
    const sent = serve({ 'GET /absences': { items: [{ id: 3 }], total: 1 } });
    const confirm = vi.fn(async () => false);
    const { environment } = renderLayout(
      absenceForm([day], {
        confirm: {
          question: 'absence.overlapQuestion',
          check: { endpoint: '/absences', query: { date: '{{ day }}' } },
          when: { field: '$check.items', empty: false },
        },
      }),
      { params: { id: '7' }, environment: { confirm } },
    );
    send();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('absence.overlapQuestion'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/absences', params: { date: '2026-11-22', limit: 1000, page: 1 } });
    expect(environment.notify).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offline, when the check cannot be made, asks its offline question and claims nothing it could not check', async () => {
    const offline = (): never => {
      throw offlineFailure();
    };
    const overlap = { question: 'absence.overlapQuestion', check: { endpoint: '/absences' }, when: { field: '$check.items', empty: false } };
    const sent = serve({ 'GET /absences': offline });
    const confirm = vi.fn(async () => false);
    const { environment } = renderLayout(absenceForm([day], { confirm: { ...overlap, offlineQuestion: 'absence.offlineQuestion' } }),
      { params: { id: '7' }, environment: { confirm } });
    send();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('absence.offlineQuestion'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.method)).toEqual(['GET']);
    expect(environment.notify).not.toHaveBeenCalled();

    // Without a question of its own, the form's general one.
    const general = vi.fn(async () => false);
    renderLayout(absenceForm([day], { confirm: overlap }), { params: { id: '7' }, environment: { confirm: general } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Send' })[1]!);
    await waitFor(() => expect(general).toHaveBeenCalledWith('form.checkOffline'));
    expect(general).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the check finds nothing', async () => {
    const sent = serve({ 'GET /absences': { items: [] }, 'POST /jobs/7/absence': {} });
    const confirm = vi.fn(async () => true);
    renderLayout(
      absenceForm([day], { confirm: { question: 'absence.overlapQuestion', check: { endpoint: '/absences' }, when: { field: '$check.items', empty: false } } }),
      { params: { id: '7' }, environment: { confirm } },
    );
    send();
    await waitFor(() => expect(sent.map((request) => request.method)).toEqual(['GET', 'POST']));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps the typed values after a 400 and shows the server message under its field', async () => {
    serve({ 'POST /jobs/7/absence': badRequest });
    const { environment } = renderLayout(absenceForm([reason, hours]), { params: { id: '7' } });
    type('Reason', ' n/a ');
    type('Hours', '3');
    send();
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'error', message: 'Reason is required' }));
    const field = screen.getByLabelText('Reason') as HTMLInputElement;
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Reason is required');
    expect(field.value).toBe(' n/a ');
    expect((screen.getByLabelText('Hours') as HTMLInputElement).value).toBe('3');
  });

  it('loads select options from an endpoint and sends the chosen value with its type', async () => {
    const sent = serve({
      'GET /functions': { items: [{ id: 3, name: 'Stagehand' }, { id: 4, name: 'Rigger' }] },
      'POST /jobs/7/absence': {},
    });
    const role: FieldSpec = {
      path: 'functionId', kind: 'select', label: 'Function', required: true,
      options: { source: { endpoint: '/functions' }, value: '{{ id }}', label: '{{ name }}' },
    };
    renderLayout(absenceForm([role]), { params: { id: '7' } });
    const select = screen.getByLabelText('Function');
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/functions', params: { limit: 1000, page: 1 } });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Rigger' }));
    send();
    await waitFor(() => expect(sent.find((request) => request.method === 'POST')?.data).toEqual({ functionId: 4 }));
  });

  it('loads the record first and fills defaults from it', async () => {
    const sent = serve({ 'GET /jobs/7': { id: 7, startDate: '2026-12-01T08:00:00', project: { name: 'Festival' } }, 'POST /jobs/7/absence': {} });
    renderLayout(
      { ...absenceForm([{ ...day, default: '{{ startDate }}' }, { ...reason, default: 'Absent at {{ project.name }}' }]), source: { endpoint: '/jobs/{{ $params.id }}' } },
      { params: { id: '7' } },
    );
    expect(await screen.findByLabelText('Day')).toBeTruthy();
    // The day's field holds the contract's value (shown in the person's language once its picker has loaded).
    expect(document.querySelector<HTMLInputElement>('input[name="day"]')?.value).toBe('2026-12-01');
    expect((screen.getByLabelText('Reason') as HTMLInputElement).value).toBe('Absent at Festival');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/jobs/7', params: {} });
  });

  it('sends a chosen file as form data', async () => {
    const sent = serve({ 'POST /jobs/7/absence': {} });
    const { container } = renderLayout(absenceForm([reason, { path: 'photo', kind: 'file', label: 'Photo', accept: 'image/*' }]), { params: { id: '7' } });
    const photo = new File(['jpeg'], 'note.jpg', { type: 'image/jpeg' });
    type('Reason', 'Ill');
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [photo] } });
    await within(container).findByText('note.jpg');
    send();
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('reason')).toBe('Ill');
    expect((body.get('photo') as File).name).toBe('note.jpg');
  });
});
