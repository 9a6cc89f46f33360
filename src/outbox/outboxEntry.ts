/** One part of a multipart body as kept on the phone: a text, or a file (a Blob, kept as a Blob). */
export type StoredPart = { name: string; value: string } | { name: string; file: Blob; fileName: string };

/** A write's body as kept on the phone: JSON, the parts of a multipart form (files and drawn signatures too), or none. */
export type StoredBody = { kind: 'json'; value: unknown } | { kind: 'form'; parts: StoredPart[] } | { kind: 'none' };

/** Why the server refused a write: its status, error code and message (an i18n key or the server's own text). */
export interface OutboxFailure {
  status: number;
  code: string;
  message: string;
}

/** Where an entry stands: waiting to be sent, on its way, or refused by the server (kept until the person decides). */
export type OutboxState = 'waiting' | 'sending' | 'failed';

/**
 * A write made on this phone that the server has not answered yet (or refused). Its id is also its Idempotency-Key:
 * sent again after a lost answer, the server answers what it answered the first time and does nothing twice.
 */
export interface OutboxEntry {
  /** A UUID: the entry's id and the request's Idempotency-Key. A retry after a refusal gets a new one. */
  id: string;
  /** The person of the session it was made in: only their session sends it. */
  personId: number;
  method: 'POST' | 'DELETE';
  /** The path under the api base, templates already filled in. */
  path: string;
  query?: Record<string, unknown>;
  body: StoredBody;
  /** The i18n key saying what the write is (the action's or the submit button's label). */
  label: string;
  /** What it was about, as the screen showed it (a record's title), when known. */
  detail?: string;
  /** ISO moment it was made. */
  createdAt: string;
  /** Its place in the order (set when kept; the phone's clock may repeat a moment): entries are sent lowest first. */
  seq?: number;
  state: OutboxState;
  failure?: OutboxFailure;
  /** Entries of one group depend on each other: a later one waits while an earlier one has failed (a check-out behind its check-in). */
  group?: string;
  /** Bytes kept on the phone for it (files included). */
  size: number;
  /** The screen it was made on (the app path), to show it there as waiting. */
  origin?: string;
  /** The i18n key an action shows in place of its button while this write waits (its optimistic effect). */
  waiting?: string;
  /** A refusal with 409 means the server has it already (a check-in): the entry leaves, the message is told. */
  dropOnConflict?: boolean;
  /**
   * The form it was made with, to open again filled with what was typed when the server refuses it (Edit): the form's
   * key on the `origin` screen and its values (files and drawn signatures included).
   */
  reopen?: { form: string; values: Record<string, unknown> };
  /** What a feature keeps with its entries (a check's crew, kind and moment). */
  meta?: Record<string, unknown>;
}
