import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../src/outbox/outboxEntry';
import { memoryStorage } from '../../../src/outbox/outboxStorage';
import { addEntry, outboxEntries, setOutboxStorage } from '../../../src/outbox/outboxStore';
import type { WorkerSender } from '../../../src/outbox/workerSender';
import { SyncAgainLater, syncOutbox, type OpenPage } from '../../../src/outbox/worker/syncOutbox';

let kept: WorkerSender | null = null;
vi.mock('../../../src/outbox/workerSender', () => ({ readWorkerSender: async () => kept }));

function entry(id: string, personId = 7): OutboxEntry {
  return {
    id, personId, method: 'POST', path: `/things/${id}`, body: { kind: 'none' }, label: 'outbox.aWrite',
    createdAt: `2026-11-27T08:00:0${id.length}.000Z`, seq: id.charCodeAt(0), state: 'waiting', size: 0,
  };
}

/** A service worker's surroundings: the pages open, and a server that answers each path (ok unless told a status). */
function place(pages: OpenPage[], statuses: Record<string, number> = {}, reachable = true) {
  const sent: { path: string; key: string | null }[] = [];
  const fetchIt = (async (url: string, init: RequestInit) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    const path = new URL(url).pathname.replace('/api/v1', '');
    sent.push({ path, key: (init.headers as Record<string, string>)['Idempotency-Key'] ?? null });
    const status = statuses[path] ?? 200;
    return new Response(JSON.stringify(status === 200 ? {} : { error: { code: 'refused', message: 'No.' } }), { status });
  }) as typeof fetch;
  return { sent, place: { openPages: async () => pages, origin: 'https://crew.example', fetch: fetchIt } };
}

beforeEach(() => {
  setOutboxStorage(memoryStorage());
  kept = { personId: 7, token: 't', apiBase: '/api/v1' };
});

describe('Background Sync of the outbox in the service worker', () => {
  it('asks the open pages to send, and sends nothing itself', async () => {
    await addEntry(entry('a'));
    const page = { postMessage: vi.fn() };
    const { sent, place: open } = place([page]);
    expect(await syncOutbox(open)).toBeNull();
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'outbox-send' });
    expect(sent).toEqual([]);
    expect(outboxEntries().map((one) => one.id)).toEqual(['a']);
  });

  it('with no page open, sends the kept person’s writes in order with their keys; a refused one stays, marked', async () => {
    for (const id of ['a', 'b', 'c']) await addEntry(entry(id));
    await addEntry(entry('d', 8));
    const { sent, place: closed } = place([], { '/things/b': 409 });
    const report = await syncOutbox(closed);
    expect(sent).toEqual([{ path: '/things/a', key: 'a' }, { path: '/things/b', key: 'b' }, { path: '/things/c', key: 'c' }]);
    expect(report?.sent.map((one) => one.id)).toEqual(['a', 'c']);
    expect(outboxEntries().map((one) => [one.id, one.state, one.failure?.message])).toEqual([['b', 'failed', 'No.'], ['d', 'waiting', undefined]]);
  });

  it('sends nothing when nobody is logged in on the phone', async () => {
    kept = null;
    await addEntry(entry('a'));
    const { sent, place: closed } = place([]);
    expect(await syncOutbox(closed)).toBeNull();
    expect(sent).toEqual([]);
    expect(outboxEntries().map((one) => one.state)).toEqual(['waiting']);
  });

  it('still without a connection: the writes wait and the browser is told to sync again later', async () => {
    await addEntry(entry('a'));
    const { place: unreachable } = place([], {}, false);
    await expect(syncOutbox(unreachable)).rejects.toBeInstanceOf(SyncAgainLater);
    expect(outboxEntries().map((one) => one.state)).toEqual(['waiting']);
  });

  it('the server unavailable for a while (503): the writes wait and the browser is told to sync again later', async () => {
    for (const id of ['a', 'b']) await addEntry(entry(id));
    const { sent, place: unavailable } = place([], { '/things/a': 503 });
    await expect(syncOutbox(unavailable)).rejects.toBeInstanceOf(SyncAgainLater);
    expect(sent.map((one) => one.path)).toEqual(['/things/a']);
    expect(outboxEntries().map((one) => [one.id, one.state])).toEqual([['a', 'waiting'], ['b', 'waiting']]);
  });
});
