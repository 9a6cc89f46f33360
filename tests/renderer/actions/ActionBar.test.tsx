import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { mockApi } from '../mockApi';
import { listAnswer, withPhoneLayout } from '../phoneLayout';

/** A crew item's card: one common action in view, two rare ones behind More (one of which applies only when open). */
const crewItems: LayoutSpec = {
  layout: 'list',
  source: { endpoint: '/items' },
  item: { title: '{{ function }}' },
  empty: 'errors.crewItemsNotFound',
  itemActions: [
    { id: 'contact', kind: 'navigate', label: 'crew.contactMember', to: '/contact/{{ id }}' },
    { id: 'duplicate', kind: 'navigate', label: 'crewItem.duplicate', to: '/duplicate/{{ id }}', more: true },
    { id: 'notNeeded', kind: 'navigate', label: 'crewItemStatus.notNeeded', to: '/cancel/{{ id }}', more: true, danger: true, when: { field: 'open', equals: true } },
  ],
};

withPhoneLayout();
const list = listAnswer;

describe('the actions of a record', () => {
  it('shows the common ones and keeps those marked `more` behind a More toggle until it is opened', async () => {
    mockApi({ 'GET /items': list([{ id: 1, function: 'Rigger', open: true }]) });
    renderLayout(crewItems);
    const card = (await screen.findByText('Rigger')).closest('[data-testid="item-card"]') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Contact' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Duplicate' })).toBeNull();
    const more = within(card).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const shown = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(shown).getAllByRole('button').map((button) => button.textContent)).toEqual(['Duplicate', 'Not needed']);
    fireEvent.click(more);
    expect(within(card).queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });

  it('draws no More toggle when none of the actions behind it applies', async () => {
    mockApi({ 'GET /items': list([{ id: 2, function: 'Runner', open: false }]) });
    renderLayout({ ...crewItems, itemActions: crewItems.itemActions!.filter((action) => action.id !== 'duplicate') });
    const card = (await screen.findByText('Runner')).closest('[data-testid="item-card"]') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Contact' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'More' })).toBeNull();
  });
});
