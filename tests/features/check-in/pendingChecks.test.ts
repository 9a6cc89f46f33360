import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/ApiFailure';
import { addPendingCheck, pendingChecksKey, readPendingChecks, updatePendingCheck, type PendingCheck } from '../../../src/features/check-in/pendingChecks';
import { sendPendingChecks } from '../../../src/features/check-in/sendPendingChecks';

const position = { latitude: 52.34132, longitude: 4.88837, accuracy: 8, recordedAt: '2026-11-22T07:58:00.000Z' };
const check = (crewId: number, kind: PendingCheck['kind'], personId = 7) => ({ personId, crewId, kind, position, madeAt: '2026-11-22T08:00:00.000Z' });

beforeEach(() => localStorage.clear());

describe('the pending check queue', () => {
  it('keeps checks in the order they were made, across reads', () => {
    addPendingCheck(check(1, 'checkIn'));
    addPendingCheck(check(1, 'checkOut'));
    expect(readPendingChecks().map((entry) => entry.kind)).toEqual(['checkIn', 'checkOut']);
    expect(new Set(readPendingChecks().map((entry) => entry.id)).size).toBe(2);
  });

  it('ignores bad stored data instead of crashing', () => {
    localStorage.setItem(pendingChecksKey, '{not json');
    expect(readPendingChecks()).toEqual([]);
    localStorage.setItem(pendingChecksKey, JSON.stringify({ kind: 'checkIn' }));
    expect(readPendingChecks()).toEqual([]);
    const good = { ...check(1, 'checkIn'), id: 'a' };
    localStorage.setItem(pendingChecksKey, JSON.stringify([
      null, 3, 'x', { ...good, id: 'b', kind: 'coffee' }, { ...good, id: 'c', position: { latitude: 'n' } },
      { ...good, id: 'd', madeAt: 'yesterday' }, good,
    ]));
    expect(readPendingChecks()).toEqual([good]);
    // Writing again keeps only the readable entries.
    addPendingCheck(check(2, 'checkIn'));
    expect(readPendingChecks().map((entry) => entry.crewId)).toEqual([1, 2]);
  });

  it('changes and removes one entry', () => {
    const first = addPendingCheck(check(1, 'checkIn'));
    addPendingCheck(check(2, 'checkIn'));
    updatePendingCheck(first.id, { lastError: 'Nope' });
    expect(readPendingChecks()[0]?.lastError).toBe('Nope');
    updatePendingCheck(first.id, null);
    expect(readPendingChecks().map((entry) => entry.crewId)).toEqual([2]);
    updatePendingCheck(readPendingChecks()[0]!.id, null);
    expect(localStorage.getItem(pendingChecksKey)).toBeNull();
  });
});

describe('sending the queue', () => {
  it('sends the person’s checks in order and empties the queue', async () => {
    addPendingCheck(check(1, 'checkIn'));
    addPendingCheck(check(1, 'checkOut'));
    addPendingCheck(check(1, 'checkIn', 99));
    const sent: string[] = [];
    const report = await sendPendingChecks(7, async (entry) => sent.push(entry.kind));
    expect(sent).toEqual(['checkIn', 'checkOut']);
    expect(report.sent).toHaveLength(2);
    // Another person's check waits for their own session.
    expect(readPendingChecks().map((entry) => entry.personId)).toEqual([99]);
  });

  it('drops a check the server already has (409) and says why', async () => {
    addPendingCheck(check(1, 'checkIn'));
    const report = await sendPendingChecks(7, async () => {
      throw new ApiFailure('You are already checked in on this crew', 409, 'conflict');
    });
    expect(report.dropped.map((entry) => entry.message)).toEqual(['You are already checked in on this crew']);
    expect(readPendingChecks()).toEqual([]);
  });

  it('keeps everything while offline, and stops trying', async () => {
    addPendingCheck(check(1, 'checkIn'));
    addPendingCheck(check(2, 'checkIn'));
    let calls = 0;
    const report = await sendPendingChecks(7, async () => {
      calls += 1;
      throw new ApiFailure('errors.offline', 0, 'offline');
    });
    expect(calls).toBe(1);
    expect(report.offline).toHaveLength(2);
    expect(readPendingChecks()).toHaveLength(2);
  });

  it('keeps a refused check with its reason, holds back its crew’s later checks, and goes on with other crews', async () => {
    addPendingCheck(check(1, 'checkIn'));
    addPendingCheck(check(1, 'checkOut'));
    addPendingCheck(check(2, 'checkIn'));
    const sent: number[] = [];
    const report = await sendPendingChecks(7, async (entry) => {
      if (entry.crewId === 1) throw new ApiFailure('errors.server', 500, 'server');
      sent.push(entry.crewId);
    });
    expect(sent).toEqual([2]);
    expect(report.failed.map((entry) => entry.message)).toEqual(['errors.server']);
    expect(readPendingChecks().map((entry) => [entry.kind, entry.lastError])).toEqual([['checkIn', 'errors.server'], ['checkOut', undefined]]);
  });

  it('runs one round at a time, so a check is never sent twice', async () => {
    addPendingCheck(check(1, 'checkIn'));
    // The server answers only once the test lets it, so the second round is asked for while the first is sending.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent: string[] = [];
    const send = async (entry: PendingCheck) => {
      sent.push(entry.id);
      await answered;
    };
    const rounds = Promise.all([sendPendingChecks(7, send), sendPendingChecks(7, send)]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    answer();
    const [first, second] = await rounds;
    expect(sent).toHaveLength(1);
    expect(first.sent).toHaveLength(1);
    expect(second.sent).toEqual([]);
  });
});
