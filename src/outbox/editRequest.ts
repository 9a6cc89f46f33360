import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './outboxEntry';

/**
 * A refused write the person chose to edit: the form it was made with is opened again on its screen, filled with
 * what was typed. Sent (or kept again) from there, the new write replaces the refused one.
 */
export interface EditRequest {
  /** The refused entry, removed once the edited write is sent or kept. */
  entryId: string;
  /** The app path of the screen the form is on. */
  origin: string;
  /** The form's key on that screen (see `reopenKeyOf`). */
  form: string;
  /** The form's values as they were typed (files and drawn signatures included). */
  values: Record<string, unknown>;
  /** Why the server refused it (an i18n key or the server's text), shown in the form. */
  refusal: string;
}

type Listener = () => void;

let current: EditRequest | null = null;
const listeners = new Set<Listener>();

function set(next: EditRequest | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Asks the form of a refused entry to open again with its values; false when the entry has no form to open. */
export function requestEdit(entry: OutboxEntry): boolean {
  if (!entry.reopen || !entry.origin) return false;
  set({ entryId: entry.id, origin: entry.origin, form: entry.reopen.form, values: entry.reopen.values, refusal: entry.failure?.message ?? 'errors.server' });
  return true;
}

/** The edit asked for, until a form takes it or it is given up. */
export const editRequested = (): EditRequest | null => current;

/** Takes the request out (the form opened, or no form on the screen took it). */
export function endEditRequest(): void {
  if (current) set(null);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The edit asked for, kept current. */
export function useEditRequest(): EditRequest | null {
  return useSyncExternalStore(subscribe, editRequested);
}

/** A form's key on its screen: the screen's own form, or an action's form for one record (its `id`). */
export function reopenKeyOf(actionId: string | null, record: unknown): string {
  return actionId === null ? 'screen' : `${actionId}:${record === undefined || record === null ? '' : String(record)}`;
}
