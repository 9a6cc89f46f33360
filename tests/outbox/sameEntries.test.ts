import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/outbox/outboxEntry';
import { sameEntries } from '../../src/outbox/sameEntries';

function entry(change: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'key-1', personId: 7, method: 'POST', path: '/jobs/12/confirmation', body: { kind: 'json', value: { note: 'on my way' } },
    label: 'jobs.confirm', createdAt: '2026-11-27T08:00:00.000Z', seq: 1, state: 'waiting', size: 0, ...change,
  };
}

const photo = (bytes: string) => ({ kind: 'form' as const, parts: [{ name: 'file', file: new Blob([bytes], { type: 'image/png' }), fileName: 'a.png' }] });

describe('two readings of the outbox', () => {
  it('are the same when they hold equal entries in the same order, read as new objects (files too)', () => {
    expect(sameEntries([], [])).toBe(true);
    expect(sameEntries([entry(), entry({ id: 'key-2', seq: 2 })], [entry(), entry({ id: 'key-2', seq: 2 })])).toBe(true);
    expect(sameEntries([entry({ body: photo('png') })], [entry({ body: photo('png') })])).toBe(true);
  });

  it('differ in an entry more or less, in their order, or in any field of an entry', () => {
    expect(sameEntries([], [entry()])).toBe(false);
    expect(sameEntries([entry(), entry({ id: 'key-2' })], [entry({ id: 'key-2' }), entry()])).toBe(false);
    expect(sameEntries([entry()], [entry({ state: 'sending' })])).toBe(false);
    expect(sameEntries([entry()], [entry({ failure: { status: 409, code: 'job_cancelled', message: 'Cancelled' } })])).toBe(false);
    expect(sameEntries([entry()], [entry({ body: { kind: 'json', value: { note: 'late' } } })])).toBe(false);
    expect(sameEntries([entry({ body: photo('png') })], [entry({ body: photo('a bigger png') })])).toBe(false);
  });
});
