import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { mockApi } from '../mockApi';
import { listAnswer, withPhoneLayout } from '../phoneLayout';

/** Crew items whose open ones offer a panel ranking people; a person's card requests them and closes the panel. */
const crewItems: LayoutSpec = {
  layout: 'list',
  source: { endpoint: '/items' },
  item: { title: '{{ function }}', description: '{{ person }}' },
  empty: 'errors.crewItemsNotFound',
  itemActions: [{
    id: 'findBestPerson', kind: 'panel', label: 'findBestPerson.find', when: { field: 'vacant', equals: true },
    panel: {
      title: 'findBestPerson.title',
      layout: 'list',
      source: { endpoint: '/items/{{ id }}/people' },
      item: {
        title: '{{ rank }}. {{ name }}',
        flags: [{ label: 'findBestPerson.distance', when: { field: 'distanceKm', exists: true } }],
      },
      itemActions: [{
        id: 'request', kind: 'call', label: 'findBestPerson.request',
        call: { method: 'POST', endpoint: '/items/{{ crewItemId }}', body: { personId: '{{ personId }}' } },
        onSuccess: { toast: 'findBestPerson.requested', close: true },
      }],
      empty: 'findBestPerson.empty',
    },
  }],
};
withPhoneLayout();
const list = listAnswer;

describe('panel action', () => {
  it('opens its layout in a sheet in the tapped record\'s scope, and an action in it closes it and refreshes the screen', async () => {
    let person: string | null = null;
    const seen = mockApi({
      'GET /items': () => list([{ id: 5, function: 'Rigger', vacant: person === null, person }]),
      'GET /items/5/people': list([
        { rank: 1, crewItemId: 5, personId: 7, name: 'Sam Crew', distanceKm: 4 },
        { rank: 2, crewItemId: 5, personId: 8, name: 'Dana de Vries', distanceKm: null },
      ]),
      'POST /items/5': () => {
        person = 'Sam Crew';
        return { data: { id: 5 } };
      },
    });
    const { environment } = renderLayout(crewItems);
    fireEvent.click(await screen.findByRole('button', { name: 'Find best person' }));

    const panel = await screen.findByRole('dialog', { name: 'Best person for this position' });
    await within(panel).findByText('1. Sam Crew');
    within(panel).getByText('2. Dana de Vries');
    // A flag's text names the record's value; a flag whose condition fails is not drawn.
    expect(within(panel).getAllByText('4 km')).toHaveLength(1);

    fireEvent.click(within(panel).getAllByRole('button', { name: 'Request' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({ url: '/items/5', data: { personId: 7 } });
    expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'findBestPerson.requested' });
    await screen.findByText('Sam Crew');
    expect(screen.queryByRole('button', { name: 'Find best person' })).toBeNull();
    expect(seen.filter((request) => request.url === '/items/5/people'), 'fetched once, not again after closing').toHaveLength(1);
  });
});
