import { beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../src/api/ApiFailure';
import type { OutboxEntry } from '../../src/outbox/outboxEntry';
import { memoryStorage } from '../../src/outbox/outboxStorage';
import { addEntry, outboxEntries, setOutboxStorage } from '../../src/outbox/outboxStore';
import { retryEntry } from '../../src/outbox/retryEntry';
import { sendOutbox, type SendEntry } from '../../src/outbox/sendOutbox';

let moment = 0;
function entry(id: string, change: Partial<OutboxEntry> = {}): OutboxEntry {
  moment += 1;
  return {
    id, personId: 7, method: 'POST', path: `/things/${id}`, body: { kind: 'json', value: { id } }, label: 'outbox.aWrite',
    createdAt: new Date(Date.UTC(2026, 10, 22, 8, moment)).toISOString(), state: 'waiting', size: 10, ...change,
  };
}

/** A server that answers each path as told (a failure, or success), and remembers what it was sent, in order. */
function server(answers: Record<string, ApiFailure> = {}) {
  const sent: { path: string; key: string }[] = [];
  const send: SendEntry = async (sending) => {
    sent.push({ path: sending.path, key: sending.id });
    const failure = answers[sending.path];
    if (failure) throw failure;
    return {};
  };
  return { sent, send };
}

beforeEach(() => setOutboxStorage(memoryStorage()));

describe('sending the outbox', () => {
  it('sends the person’s entries oldest first, each with its own key, and empties the outbox', async () => {
    for (const id of ['a', 'b', 'c']) await addEntry(entry(id));
    const { sent, send } = server();
    const report = await sendOutbox(7, send);
    expect(sent).toEqual([{ path: '/things/a', key: 'a' }, { path: '/things/b', key: 'b' }, { path: '/things/c', key: 'c' }]);
    expect(report.sent.map((one) => one.id)).toEqual(['a', 'b', 'c']);
    expect(outboxEntries()).toEqual([]);
  });

  it('sends only the session person’s entries; another person’s wait for their own login', async () => {
    await addEntry(entry('mine'));
    await addEntry(entry('theirs', { personId: 8 }));
    const { sent, send } = server();
    await sendOutbox(7, send);
    expect(sent.map((one) => one.key)).toEqual(['mine']);
    expect(outboxEntries().map((one) => one.id)).toEqual(['theirs']);
  });

  it.each([
    ['no connection (0)', new ApiFailure('errors.offline', 0, 'offline'), 'offline'],
    ['a 401, waiting for a new login', new ApiFailure('errors.unauthorized', 401, 'unauthorized'), 'login'],
    ['409 request_in_flight, tried later', new ApiFailure('still handled', 409, 'request_in_flight'), 'inFlight'],
    ['503, the server unavailable for a while', new ApiFailure('Try again in a moment', 503, 'service_unavailable', [], 5), 'unavailable'],
    ['502 from a proxy', new ApiFailure('errors.server', 502, 'server'), 'unavailable'],
    ['504 from a proxy', new ApiFailure('errors.server', 504, 'server'), 'unavailable'],
  ])('stops at %s and keeps that entry and the later ones waiting', async (_name, failure, stop) => {
    for (const id of ['a', 'b', 'c']) await addEntry(entry(id));
    const { sent, send } = server({ '/things/b': failure });
    const report = await sendOutbox(7, send);
    expect(report.stoppedBy).toBe(stop);
    expect(sent.map((one) => one.key)).toEqual(['a', 'b']);
    expect(outboxEntries().map((one) => [one.id, one.state])).toEqual([['b', 'waiting'], ['c', 'waiting']]);
  });

  it('says how long an unavailable server asked to wait (Retry-After)', async () => {
    await addEntry(entry('a'));
    const { send } = server({ '/things/a': new ApiFailure('Try again in a moment', 503, 'service_unavailable', [], 7) });
    expect(await sendOutbox(7, send)).toMatchObject({ stoppedBy: 'unavailable', retryAfterSeconds: 7, failed: [] });
  });

  it('marks a refused entry failed with the server’s message and still sends the later ones', async () => {
    for (const id of ['a', 'b', 'c']) await addEntry(entry(id));
    const { sent, send } = server({ '/things/a': new ApiFailure('The job was cancelled', 409, 'conflict') });
    const report = await sendOutbox(7, send);
    expect(sent.map((one) => one.key)).toEqual(['a', 'b', 'c']);
    expect(report.failed.map((one) => one.id)).toEqual(['a']);
    expect(outboxEntries()).toEqual([expect.objectContaining({ id: 'a', state: 'failed', failure: { status: 409, code: 'conflict', message: 'The job was cancelled' } })]);
    // A failed entry is not sent again by itself: only the person's retry sends it.
    const again = server();
    await sendOutbox(7, again.send);
    expect(again.sent).toEqual([]);
  });

  it('holds back the later entries of a refused entry’s group, and drops a 409 of an entry the server has already', async () => {
    await addEntry(entry('in', { group: 'crew:1' }));
    await addEntry(entry('out', { group: 'crew:1' }));
    await addEntry(entry('other', { group: 'crew:2', dropOnConflict: true }));
    const { sent, send } = server({ '/things/in': new ApiFailure('Too far away', 422, 'invalid'), '/things/other': new ApiFailure('Already checked in', 409, 'conflict') });
    const report = await sendOutbox(7, send);
    expect(sent.map((one) => one.key)).toEqual(['in', 'other']);
    expect(report.dropped).toEqual([{ entry: expect.objectContaining({ id: 'other' }), message: 'Already checked in' }]);
    expect(outboxEntries().map((one) => [one.id, one.state])).toEqual([['in', 'failed'], ['out', 'waiting']]);
  });

  it('retries a refused entry with a new key, in its place in the order', async () => {
    await addEntry(entry('a', { state: 'failed', failure: { status: 409, code: 'conflict', message: 'No' } }));
    await addEntry(entry('b'));
    const retried = await retryEntry(outboxEntries()[0]!);
    expect(retried.id).not.toBe('a');
    expect(retried.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { sent, send } = server();
    await sendOutbox(7, send);
    expect(sent.map((one) => one.key)).toEqual([retried.id, 'b']);
  });

  it('sends an entry left "sending" when the app closed again, with the same key', async () => {
    await addEntry(entry('a', { state: 'sending' }));
    const { sent, send } = server();
    await sendOutbox(7, send);
    expect(sent).toEqual([{ path: '/things/a', key: 'a' }]);
  });
});
