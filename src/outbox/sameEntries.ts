import type { OutboxEntry } from './outboxEntry';

/** A kept file as its type and size: a reading of storage gives new Blob objects for the same files. */
const fileAsText = (_key: string, value: unknown) => (value instanceof Blob ? `blob:${value.type}:${value.size}` : value);

/**
 * Whether two readings of the outbox hold the same entries in the same order, field by field. Storage answers new
 * objects at every reading: compared so, a reading that found nothing new tells no one (every action on screen reads
 * the outbox, and would draw again at once).
 */
export function sameEntries(a: readonly OutboxEntry[], b: readonly OutboxEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((entry, index) => {
    const other = b[index]!;
    return entry.id === other.id && entry.state === other.state && JSON.stringify(entry, fileAsText) === JSON.stringify(other, fileAsText);
  });
}
