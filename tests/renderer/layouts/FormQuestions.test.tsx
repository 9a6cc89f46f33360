import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { mockApi, type SeenRequest } from '../mockApi';

/** A form to perform as the server sends it: sections of questions of several kinds. */
const formToPerform = {
  id: 4,
  title: 'Pre-job check',
  sections: [
    {
      id: 10,
      title: 'About you',
      questions: [
        { id: 1, kind: 'text', label: 'Your name', help: 'As on your passport', required: true, options: {} },
        { id: 2, kind: 'number', label: 'Hours slept', help: null, required: false, options: { min: 0, max: 24 } },
        { id: 6, kind: 'hologram', label: 'Sign here', help: null, required: true, options: {} },
      ],
    },
    {
      id: 11,
      title: 'Safety gear',
      questions: [
        { id: 3, kind: 'select', label: 'Shoe size', help: null, required: true, options: { choices: ['42', '43', '44'] } },
        { id: 4, kind: 'checkbox', label: 'I have no safety shoes', help: null, required: false, options: {} },
      ],
    },
  ],
};

const body: LayoutSpec = {
  layout: 'form',
  source: { endpoint: '/formsToPerform/{{ $params.id }}' },
  questions: {
    groups: 'sections',
    groupTitle: '{{ title }}',
    items: 'questions',
    path: 'answers.{{ id }}',
    filePath: 'file_{{ id }}',
    kind: 'kind',
    label: '{{ label }}',
    description: '{{ help }}',
    required: 'required',
    choices: 'options.choices',
    min: 'options.min',
    max: 'options.max',
  },
  notices: [{ message: 'forms.noShoesNotice', when: { field: 'answers.4', equals: true } }],
  submit: {
    label: 'Send',
    call: { method: 'POST', endpoint: '/formResults/perform', body: { formId: '{{ id }}' } },
    onSuccess: { toast: 'forms.sent' },
  },
};

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function renderForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const seen = mockApi({ 'GET /formsToPerform/4': { data: formToPerform }, ...routes });
  const view = renderLayout(body, { params: { id: '4' } });
  return { seen, ...view };
}

describe('form layout with questions from data', () => {
  it("draws a field per known question with the data's own labels, descriptions and group titles", async () => {
    renderForm();
    expect(await screen.findByLabelText('Your name')).toBeTruthy();
    expect(screen.getByText('As on your passport')).toBeTruthy();
    expect(screen.getByLabelText('Hours slept')).toBeTruthy();
    expect(screen.getByLabelText('Shoe size')).toBeTruthy();
    expect(screen.getByLabelText('I have no safety shoes')).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['About you', 'Safety gear']);
    // A kind the renderer does not know (a hologram) is left out rather than drawn wrong.
    expect(screen.queryByText('Sign here')).toBeNull();
    expect(screen.queryByText(/unknown/i)).toBeNull();
  });

  it('blocks a submit while required questions are empty and checks number bounds', async () => {
    const { seen } = renderForm();
    await screen.findByLabelText('Your name');
    type('Hours slept', '30');
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Must be at most 24')).toBeTruthy();
    expect(posts(seen)).toEqual([]);
  });

  it('posts the answers as an object keyed by question id, with the form id from the record', async () => {
    const { seen, environment } = renderForm({ 'POST /formResults/perform': { data: { id: 99 } } });
    await screen.findByLabelText('Your name');
    type('Your name', 'Ann');
    type('Hours slept', '7');
    await choose('Shoe size', '43');
    send();
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    const sent = posts(seen)[0]!;
    expect(sent.url).toBe('/formResults/perform');
    expect(sent.data).toEqual({ formId: 4, answers: { '1': 'Ann', '2': 7, '3': '43', '4': false } });
    expect(Array.isArray((sent.data as { answers: unknown }).answers)).toBe(false);
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'forms.sent' }));
  });

  it('shows a notice while its condition on a form value holds, and hides it after', async () => {
    renderForm();
    await screen.findByLabelText('Your name');
    expect(screen.queryByText('forms.noShoesNotice')).toBeNull();
    fireEvent.click(screen.getByLabelText('I have no safety shoes'));
    expect(await screen.findByText('forms.noShoesNotice')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('forms.noShoesNotice');
    fireEvent.click(screen.getByLabelText('I have no safety shoes'));
    await waitFor(() => expect(screen.queryByText('forms.noShoesNotice')).toBeNull());
  });

  it("keeps every answer after a failed submit and shows the server's message under its question", async () => {
    const { seen, environment } = renderForm({
      'POST /formResults/perform': {
        status: 400,
        data: { error: { code: 'bad_request', message: 'Some answers are wrong', details: [{ path: 'answers.1', message: 'Use your full name' }] } },
      },
    });
    await screen.findByLabelText('Your name');
    type('Your name', 'A');
    type('Hours slept', '6');
    await choose('Shoe size', '44');
    fireEvent.click(screen.getByLabelText('I have no safety shoes'));
    send();
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'error', message: 'Some answers are wrong' }));
    expect(posts(seen)).toHaveLength(1);
    expect(await screen.findByText('Use your full name')).toBeTruthy();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('A');
    expect((screen.getByLabelText('Your name') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Hours slept') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('Shoe size') as HTMLInputElement).value).toBe('44');
    expect((screen.getByLabelText('I have no safety shoes') as HTMLInputElement).checked).toBe(true);
  });

  it('sends a chosen file of a file question as its own part, with the answers as one JSON part', async () => {
    const withFile = {
      ...formToPerform,
      sections: [{ id: 12, title: 'Papers', questions: [
        { id: 1, kind: 'text', label: 'Your name', help: null, required: true, options: {} },
        { id: 7, kind: 'file', label: 'Certificate', help: null, required: false, options: {} },
      ] }],
    };
    const seen = mockApi({ 'GET /formsToPerform/4': { data: withFile }, 'POST /formResults/perform': { data: {} } });
    const { container } = renderLayout(body, { params: { id: '4' } });
    await screen.findByLabelText('Your name');
    type('Your name', 'Ann');
    const certificate = new File(['%PDF'], 'vca.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [certificate] } });
    await screen.findByText('vca.pdf');
    send();
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    const form = posts(seen)[0]!.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(form.get('answers') as string)).toEqual({ '1': 'Ann' });
    expect((form.get('file_7') as File).name).toBe('vca.pdf');
    expect(form.get('formId')).toBe('4');
  });

  it('shows the error state, and no fields, when the form cannot be loaded', async () => {
    mockApi({ 'GET /formsToPerform/4': { status: 500, data: { error: { code: 'server', message: 'The database is down' } } } });
    renderLayout(body, { params: { id: '4' } });
    expect(await screen.findByText('The database is down')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
