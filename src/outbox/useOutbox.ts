import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { OutboxEntry } from './outboxEntry';
import { loadOutbox, outboxEntries, subscribeOutbox } from './outboxStore';

/** The person's outbox entries, oldest first, kept current (read from storage on first use). */
export function useOutbox(personId: number | null | undefined): OutboxEntry[] {
  const all = useSyncExternalStore(subscribeOutbox, outboxEntries);
  useEffect(() => void loadOutbox(), []);
  return useMemo(() => (personId == null ? [] : all.filter((entry) => entry.personId === personId)), [all, personId]);
}
