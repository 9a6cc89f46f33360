import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../src/api/fetchSource';
import { renderRecord } from '../../src/ground/screenLanguage/renderTemplate';
import { mockApi } from '../renderer/mockApi';

describe('call bodies', () => {
  it('renders nested body objects field by field', () => {
    const body = renderRecord({ type: 'TODO_INT', parameters: { dueDate: '{{ $today | addDays:1 | ddmmyyyy }}', priority: 1, about: '{{ id }}' } }, { $today: '2026-12-31', id: 7 });
    expect(body).toEqual({ type: 'TODO_INT', parameters: { dueDate: '01.01.2027', priority: 1, about: 7 } });
  });

  it('merges the form values over the body object by object', async () => {
    const seen = mockApi({ 'POST /activities': { status: 201, data: {} } });
    await callEndpoint(
      { method: 'POST', endpoint: '/activities', body: { type: 'LOG', parameters: { priority: 1, dueDate: 'x' } } },
      {},
      { body: 'Hello', parameters: { dueDate: '02.01.2027' } },
    );
    expect(seen[0]!.data).toEqual({ type: 'LOG', body: 'Hello', parameters: { priority: 1, dueDate: '02.01.2027' } });
  });

  it('sends a nested body object as JSON text in a multipart body', async () => {
    const seen = mockApi({ 'POST /documents/3/file': { status: 201, data: {} } });
    const form = new FormData();
    form.append('file', new File(['x'], 'a.pdf'));
    await callEndpoint({ method: 'POST', endpoint: '/documents/3/file', body: { meta: { kind: 'upload' }, note: 'n' } }, {}, form);
    const sent = seen[0]!.data as FormData;
    expect(sent.get('meta')).toBe('{"kind":"upload"}');
    expect(sent.get('note')).toBe('n');
    expect(sent.get('file')).toBeInstanceOf(File);
  });
});
