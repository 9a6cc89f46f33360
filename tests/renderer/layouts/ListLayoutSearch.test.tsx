import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import type { AddressQuery } from '../../../src/renderer/RendererEnvironment';
import { renderLayout } from '../renderLayout';
import { listOf, mockApi, type SeenRequest } from '../mockApi';

/** Messages as a server answers them: `q` finds every word anywhere, `from` part of the sender. */
const messages = [
  { id: 1, subject: 'Main stage build', fromName: 'Summer Sound Events', unread: true, text: 'Crew call at the Zuiderpark gate B' },
  { id: 2, subject: 'Gala floor plan', fromName: 'Northwind Insurance', unread: false, text: 'Dress code: black' },
  { id: 3, subject: 'Extra riggers for the stage', fromName: 'Horecava Events', unread: true, text: 'Two riggers on day two' },
];
const has = (value: string, part: unknown) => value.toLowerCase().includes(String(part).toLowerCase());
const answer = ({ params }: SeenRequest) => {
  const words = typeof params.q === 'string' ? params.q.split(/\s+/) : [];
  const found = messages.filter((message) => words.every((word) => has(`${message.subject} ${message.fromName} ${message.text}`, word))
    && (params.from === undefined || has(message.fromName, params.from)));
  return { data: listOf(found.map(({ text, ...summary }) => ({ ...summary, match: words.length > 0 && has(text, words[0]) ? text : null }))) };
};

const spec: LayoutSpec = {
  layout: 'list',
  source: { endpoint: '/emailMessages' },
  search: {
    param: 'q',
    placeholder: 'mailbox.searchPlaceholder',
    fields: [{ param: 'from', label: 'mailbox.searchFrom' }, { param: 'to', label: 'mailbox.searchTo' }],
  },
  tabs: [
    { id: 'all', label: 'mailbox.tabAll' },
    { id: 'unread', label: 'mailbox.tabUnread', filter: { field: 'unread', equals: true } },
  ],
  item: { title: '{{ subject }}', subtitle: '{{ fromName }}', description: '{{ match }}', link: '/email-messages/{{ id }}' },
  empty: 'errors.emailsNotFound',
};

const box = () => screen.getByRole('textbox', { name: 'Search the mailbox' });
const searches = (seen: SeenRequest[]) => seen.map(({ params }) => ({ q: params.q, from: params.from, to: params.to }));

/** An address whose query the list reads and writes, as the app's router keeps it. */
function address(values: Record<string, string> = {}): AddressQuery & { values: Record<string, string> } {
  const state = { values: { ...values }, replace: vi.fn() };
  state.replace.mockImplementation((next: Record<string, string | null>) => {
    for (const [name, value] of Object.entries(next)) {
      if (value === null) delete state.values[name];
      else state.values[name] = value;
    }
  });
  return state;
}

describe('ListLayout search (search: in a list spec)', () => {
  it('searches with the typed text once typing pauses, counts what was found and marks the words in the cards', async () => {
    const seen = mockApi({ 'GET /emailMessages': answer });
    renderLayout(spec);
    await screen.findByText('Main stage build');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(box(), { target: { value: 'z' } });
    fireEvent.change(box(), { target: { value: 'zuiderPARK ' } });
    expect(await screen.findByText('1 found')).toBeTruthy();
    expect(searches(seen)).toEqual([{}, { q: 'zuiderPARK' }]);
    expect(screen.queryByText('Gala floor plan')).toBeNull();
    const card = screen.getByTestId('item-card');
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Zuiderpark']);
    expect(within(card).getByText(/Crew call at the/)).toBeTruthy();
  });

  it('wants every word, marking each, and says so when nothing is found', async () => {
    mockApi({ 'GET /emailMessages': answer });
    renderLayout(spec);
    await screen.findByText('Main stage build');
    fireEvent.change(box(), { target: { value: 'stage riggers' } });
    expect(await screen.findByText('1 found')).toBeTruthy();
    expect([...screen.getByTestId('item-card').querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['riggers', 'stage']);
    fireEvent.change(box(), { target: { value: 'stage gala' } });
    expect(await screen.findByText('0 found')).toBeTruthy();
    expect(screen.getByText('Emails not found')).toBeTruthy();
  });

  it('searches one part with a chip: the text goes as the chip’s parameter instead', async () => {
    const seen = mockApi({ 'GET /emailMessages': answer });
    renderLayout(spec);
    await screen.findByText('Main stage build');
    expect(screen.getByRole('radio', { name: 'Everywhere' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'From' }));
    fireEvent.change(box(), { target: { value: 'north' } });
    expect(await screen.findByText('1 found')).toBeTruthy();
    expect(screen.getByText('Gala floor plan')).toBeTruthy();
    expect(searches(seen).at(-1)).toEqual({ q: undefined, from: 'north', to: undefined });
  });

  it('searches at once on Enter, ends the search at once when emptied, and counts what a tab keeps', async () => {
    const seen = mockApi({ 'GET /emailMessages': answer });
    renderLayout(spec);
    await screen.findByText('Main stage build');
    fireEvent.change(box(), { target: { value: 'events' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('2 found')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('2 found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(box()).toHaveProperty('value', '');
    // The list without a search again: its answer is fetched anew (it may have changed meanwhile).
    expect(searches(seen)).toEqual([{}, { q: 'events' }, {}]);
  });

  it('starts from the search in the address and writes each search back to it, in place', async () => {
    const seen = mockApi({ 'GET /emailMessages': answer });
    const inAddress = address({ from: 'horecava', other: 'kept' });
    renderLayout(spec, { environment: { addressQuery: inAddress } });
    expect(await screen.findByText('1 found')).toBeTruthy();
    expect(box()).toHaveProperty('value', 'horecava');
    expect(screen.getByRole('radio', { name: 'From' })).toHaveProperty('checked', true);
    expect(searches(seen)).toEqual([{ q: undefined, from: 'horecava', to: undefined }]);
    expect(inAddress.replace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Everywhere' }));
    await waitFor(() => expect(inAddress.values).toEqual({ q: 'horecava', other: 'kept' }));
    expect(inAddress.replace).toHaveBeenLastCalledWith({ q: 'horecava', from: null, to: null });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(inAddress.values).toEqual({ other: 'kept' }));
  });
});
