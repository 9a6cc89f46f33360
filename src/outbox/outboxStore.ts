import type { OutboxEntry } from './outboxEntry';
import { memoryStorage, type OutboxStorage } from './outboxStorage';
import { indexedDbStorage } from './indexedDbStorage';
import { overLimit } from './outboxLimits';
import { askPersistentStorage } from './askPersistentStorage';
import { sameEntries } from './sameEntries';

/** A write the phone cannot keep (over the size limit, or storage refused): `message` is the i18n key saying why. */
export class NotKept extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotKept';
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let storage: OutboxStorage | null = null;
let entries: readonly OutboxEntry[] = [];
let loaded: Promise<readonly OutboxEntry[]> | null = null;
/** Other tabs of the app hear of every change and read the outbox again. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('outbox');
channel?.addEventListener('message', () => void reloadOutbox());

function theStorage(): OutboxStorage {
  return (storage ??= typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage());
}

const oldestFirst = (all: readonly OutboxEntry[]) =>
  [...all].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));

/** Takes a new reading or change of the outbox; listeners hear of it when it differs from what they have. */
function publish(next: readonly OutboxEntry[], tellOthers: boolean): void {
  const sorted = oldestFirst(next);
  if (!sameEntries(entries, sorted)) {
    entries = sorted;
    listeners.forEach((listener) => listener());
  }
  if (tellOthers) channel?.postMessage('changed');
}

/** Uses another storage (unit tests), forgetting what was read. */
export function setOutboxStorage(next: OutboxStorage): void {
  storage = next;
  loaded = null;
  entries = [];
}

/** Reads the stored entries once (at start); later calls answer the same reading. Unreadable storage counts as empty. */
export function loadOutbox(): Promise<readonly OutboxEntry[]> {
  return (loaded ??= reloadOutbox());
}

/** Reads the stored entries again (before a sending round: another tab or the service worker may have changed them). */
export const readOutboxAgain = (): Promise<readonly OutboxEntry[]> => reloadOutbox();

async function reloadOutbox(): Promise<readonly OutboxEntry[]> {
  try {
    publish(await theStorage().readAll(), false);
  } catch {
    publish([], false);
  }
  return entries;
}

/** Every entry, oldest first (as last read or changed here). */
export const outboxEntries = (): readonly OutboxEntry[] => entries;

/** The entries of one person, oldest first. */
export const entriesOf = (personId: number | null | undefined): OutboxEntry[] =>
  personId == null ? [] : entries.filter((entry) => entry.personId === personId);

/** Calls `listener` whenever the outbox changes (here or in another tab); answers the unsubscribe. */
export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a new entry last in the order, after the size limits; throws NotKept when it is too large or storage refuses it. */
export async function addEntry(added: OutboxEntry): Promise<void> {
  await loadOutbox();
  const entry: OutboxEntry = { ...added, seq: entries.reduce((last, other) => Math.max(last, other.seq ?? 0), 0) + 1 };
  const kept = entries.reduce((sum, other) => sum + other.size, 0);
  const refusal = overLimit(entry.size, kept);
  if (refusal) throw new NotKept(refusal);
  try {
    await theStorage().put(entry);
  } catch {
    throw new NotKept('outbox.notStored');
  }
  publish([...entries.filter((other) => other.id !== entry.id), entry], true);
  // A write now lives only on this phone: the browser should not clear it to free space.
  void askPersistentStorage('outboxWrite');
}

/** Changes one entry (nothing when it is gone, e.g. discarded meanwhile). */
export async function updateEntry(id: string, change: Partial<Omit<OutboxEntry, 'id'>>): Promise<OutboxEntry | null> {
  const current = entries.find((entry) => entry.id === id);
  if (!current) return null;
  const next: OutboxEntry = { ...current, ...change, id };
  await theStorage().put(next);
  publish(entries.map((entry) => (entry.id === id ? next : entry)), true);
  return next;
}

/** Takes an entry out (sent, or discarded by the person). */
export async function removeEntry(id: string): Promise<void> {
  await theStorage().remove(id);
  publish(entries.filter((entry) => entry.id !== id), true);
}

/** Puts an entry in place of another (a retry with a new key keeps its place in the order). */
export async function replaceEntry(oldId: string, next: OutboxEntry): Promise<void> {
  await theStorage().put(next);
  await theStorage().remove(oldId);
  publish([...entries.filter((entry) => entry.id !== oldId && entry.id !== next.id), next], true);
}

let starter: (() => void) | null = null;

/** The app says how to start a sending round (with its toasts and refresh); the outbox and its users ask for one. */
export function onSendAsked(start: (() => void) | null): void {
  starter = start;
}

/** Asks the app to send what waits (after a write was queued, or on "Send now"). */
export function askToSend(): void {
  starter?.();
}
