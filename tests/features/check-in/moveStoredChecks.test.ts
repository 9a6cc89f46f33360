import { beforeEach, describe, expect, it } from 'vitest';
import { moveStoredChecks } from '../../../src/features/check-in/moveStoredChecks';
import { checkOf } from '../../../src/features/check-in/checkEntries';
import { pendingChecksKey, readPendingChecks } from '../../../src/features/check-in/pendingChecks';
import { memoryStorage } from '../../../src/outbox/outboxStorage';
import { outboxEntries, setOutboxStorage } from '../../../src/outbox/outboxStore';

const position = { latitude: 52.34132, longitude: 4.88837, accuracy: 8, recordedAt: '2026-11-22T07:58:00.000Z' };
const stored = (id: string, crewId: number, kind: 'checkIn' | 'checkOut', madeAt: string) =>
  ({ id, personId: 7, crewId, kind, position, madeAt });

beforeEach(() => {
  localStorage.clear();
  setOutboxStorage(memoryStorage());
});

describe('check-ins kept by an older app', () => {
  it('move into the outbox once, in order, as the same live-location writes, and the old queue is gone', async () => {
    localStorage.setItem(pendingChecksKey, JSON.stringify([
      stored('a', 3, 'checkIn', '2026-11-22T08:00:00.000Z'), stored('b', 3, 'checkOut', '2026-11-22T16:00:00.000Z'),
    ]));
    await moveStoredChecks();
    await moveStoredChecks();
    const entries = outboxEntries();
    expect(entries.map((entry) => [entry.method, entry.path, entry.personId, entry.group])).toEqual([
      ['POST', '/projectCrews/3/liveLocations', 7, 'crew:3'], ['POST', '/projectCrews/3/liveLocations', 7, 'crew:3'],
    ]);
    expect(entries.map((entry) => checkOf(entry)?.kind)).toEqual(['checkIn', 'checkOut']);
    expect(entries[0]?.body).toEqual({ kind: 'json', value: { ...position, recordedAt: '2026-11-22T08:00:00.000Z', check: 'checkIn' } });
    expect(localStorage.getItem(pendingChecksKey)).toBeNull();
  });

  it('ignores unreadable stored checks', async () => {
    localStorage.setItem(pendingChecksKey, JSON.stringify([null, { kind: 'coffee' }, stored('c', 2, 'checkIn', 'yesterday')]));
    expect(readPendingChecks()).toEqual([]);
    await moveStoredChecks();
    expect(outboxEntries()).toEqual([]);
    expect(localStorage.getItem(pendingChecksKey)).toBeNull();
  });
});
