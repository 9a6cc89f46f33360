import type { OutboxEntry } from './outboxEntry';
import { replaceEntry } from './outboxStore';
import { newKey } from './newKey';

/**
 * Sends a refused entry again: with a NEW key (the server keeps its refusal under the old one and would only repeat
 * it), in its place in the order, waiting again.
 */
export async function retryEntry(entry: OutboxEntry): Promise<OutboxEntry> {
  const next: OutboxEntry = { ...entry, id: newKey(), state: 'waiting', failure: undefined };
  await replaceEntry(entry.id, next);
  return next;
}
