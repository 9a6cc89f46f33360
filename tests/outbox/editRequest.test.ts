import { describe, expect, it } from 'vitest';
import { editRequested, endEditRequest, reopenKeyOf, requestEdit } from '../../src/outbox/editRequest';
import type { OutboxEntry } from '../../src/outbox/outboxEntry';

const refused: OutboxEntry = {
  id: 'key-1', personId: 7, method: 'POST', path: '/vacationRequests', body: { kind: 'json', value: { startDate: '2026-12-01' } },
  label: 'personalCalendar.requestVacationSubmit', createdAt: '2026-11-25T08:00:00.000Z', state: 'failed', size: 26,
  origin: '/personal-calendar', failure: { status: 409, code: 'conflict', message: 'You already asked for vacation' },
  reopen: { form: 'requestVacation:', values: { startDate: '2026-12-01', paid: false } },
};

describe('editing a refused write', () => {
  it('asks the form it was made with, on its screen, to open with what was typed, until a form takes it', () => {
    expect(requestEdit(refused)).toBe(true);
    expect(editRequested()).toEqual({ entryId: 'key-1', origin: '/personal-calendar', form: 'requestVacation:', values: { startDate: '2026-12-01', paid: false }, refusal: 'You already asked for vacation' });
    endEditRequest();
    expect(editRequested()).toBeNull();
  });

  it('offers nothing for a write made without a form (a call, a check-in) or without its screen', () => {
    expect(requestEdit({ ...refused, reopen: undefined })).toBe(false);
    expect(requestEdit({ ...refused, origin: undefined })).toBe(false);
    expect(editRequested()).toBeNull();
  });

  it('keys a screen’s own form, and an action’s form per record', () => {
    expect(reopenKeyOf(null, null)).toBe('screen');
    expect(reopenKeyOf('addMember', 12)).toBe('addMember:12');
    expect(reopenKeyOf('requestVacation', undefined)).toBe('requestVacation:');
  });
});
