import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { listOf, mockApi } from '../mockApi';

// A crew's positions as the project's Crew items tab draws them: one held by a person, one open.
const positions = [
  { id: 1, function: 'Rigger', status: 'confirmed', vacant: false, person: { name: 'Dana de Vries' }, crew: { name: 'Rigging crew' } },
  { id: 2, function: 'Stagehand', status: 'requested', vacant: true, crew: { name: 'Rigging crew' } },
];
const crewItems: LayoutSpec = {
  layout: 'dashboard',
  sections: [{
    id: 'crewItems', title: 'project.crewItems', source: { endpoint: '/projectCrewItems' },
    item: {
      title: '{{ function }}',
      description: '{{ person.name }} · {{ crew.name }}',
      badge: { field: 'status', labels: 'positionStatus', when: { field: 'vacant', equals: false } },
      flags: [{ label: 'project.vacant', when: { field: 'vacant', equals: true } }],
    },
  }],
};
const card = (title: string) => screen.getAllByTestId('item-card').find((element) => element.textContent?.includes(title))!;

describe('a card of a position', () => {
  it("shows the status of a held position and, on an open one, the open flag alone with the crew's name", async () => {
    mockApi({ 'GET /projectCrewItems': { data: listOf(positions) } });
    renderLayout(crewItems);
    await screen.findByText('Stagehand');
    expect(within(card('Rigger')).getByText('Confirmed')).toBeTruthy();
    expect(within(card('Rigger')).getByText('Dana de Vries · Rigging crew')).toBeTruthy();
    expect(within(card('Stagehand')).queryByText('Requested')).toBeNull();
    expect(within(card('Stagehand')).getByText('Vacant')).toBeTruthy();
    expect(within(card('Stagehand')).getByText('Rigging crew')).toBeTruthy();
  });
});
