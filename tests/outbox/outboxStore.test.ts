import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../src/outbox/outboxEntry';
import { memoryStorage } from '../../src/outbox/outboxStorage';
import { addEntry, outboxEntries, readOutboxAgain, setOutboxStorage, subscribeOutbox, updateEntry } from '../../src/outbox/outboxStore';

function entry(change: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'key-1', personId: 7, method: 'POST', path: '/jobs/12/confirmation', body: { kind: 'none' }, label: 'jobs.confirm',
    createdAt: '2026-11-27T08:00:00.000Z', state: 'waiting', size: 0, ...change,
  };
}

afterEach(() => setOutboxStorage(memoryStorage()));

describe('the outbox store and its listeners', () => {
  it('tells its listeners of a change, and not of a reading that found nothing new', async () => {
    setOutboxStorage(memoryStorage());
    const heard = vi.fn();
    const stop = subscribeOutbox(heard);
    await readOutboxAgain();
    expect(heard).not.toHaveBeenCalled();
    await addEntry(entry());
    expect(heard).toHaveBeenCalledTimes(1);
    const kept = outboxEntries();
    await readOutboxAgain();
    expect(heard).toHaveBeenCalledTimes(1);
    // The same entries as before: what the listeners read is the same array, so nothing on screen draws again.
    expect(outboxEntries()).toBe(kept);
    await updateEntry('key-1', { state: 'sending' });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(outboxEntries()[0]?.state).toBe('sending');
    stop();
  });
});
