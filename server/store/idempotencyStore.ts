import type { Queryable } from '../kernel/database';

/** How long a write's answer is kept for its replays: at least 24 hours (issue 18), removed after 48. */
export const keptHours = 48;

/**
 * How long a claimed key may stay without an answer before a replay takes it over: the first request's process ended
 * (crashed, or its connection to the database broke) between claiming and answering.
 */
export const abandonedAfterSeconds = 120;

/** Whose key it is: keys are the caller's own (per tenant and user), so no one replays another's answer. */
export interface KeyOwner { tenantId: number; userId: number }

/** The first answer to a write, as kept for its replays. */
export interface KeptAnswer {
  status: number;
  contentType: string | null;
  contentDisposition: string | null;
  /** The body's bytes, or null for an answer without a body (204). */
  body: Uint8Array | null;
}

/** What claiming a key found. */
export type Claim =
  /** The key is new (or its first request was abandoned): handle the request, then `keepAnswer` or `releaseKey`. */
  | { kind: 'claimed' }
  /** The key's request was answered: answer the same again, do nothing else. */
  | { kind: 'answered'; answer: KeptAnswer }
  /** The key's first request is still being handled. */
  | { kind: 'inFlight' }
  /** The key was used for another request (another method or path). */
  | { kind: 'otherRequest'; request: string };

interface KeyRow {
  request: string;
  state: 'pending' | 'done';
  status: number | null;
  contentType: string | null;
  contentDisposition: string | null;
  answer: Uint8Array | null;
  createdAt: Date;
}

/**
 * Claims `key` for `request` (`METHOD /path`) at `now`: one row per tenant, user and key, inserted by exactly one of
 * any number of requests racing on any number of server processes (the primary key decides). Keys older than
 * `keptHours` are removed on the way.
 */
export async function claimKey(db: Queryable, owner: KeyOwner, key: string, request: string, now: Date): Promise<Claim> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < $1`, [new Date(now.getTime() - keptHours * 3_600_000)]);
  const inserted = await db.query(
    `INSERT INTO idempotency_keys (tenant_id, user_id, key, request, state, created_at) VALUES ($1, $2, $3, $4, 'pending', $5)
     ON CONFLICT DO NOTHING RETURNING key`,
    [owner.tenantId, owner.userId, key, request, now],
  );
  if (inserted.rows.length > 0) return { kind: 'claimed' };
  const [row] = (await db.query<KeyRow>(
    `SELECT request, state, status, content_type AS "contentType", content_disposition AS "contentDisposition", answer,
            created_at AS "createdAt"
     FROM idempotency_keys WHERE tenant_id = $1 AND user_id = $2 AND key = $3`,
    [owner.tenantId, owner.userId, key],
  )).rows;
  // Removed between the insert and the select (kept time over): claim it anew.
  if (!row) return claimKey(db, owner, key, request, now);
  if (row.request !== request) return { kind: 'otherRequest', request: row.request };
  if (row.state === 'done') {
    return { kind: 'answered', answer: { status: row.status!, contentType: row.contentType, contentDisposition: row.contentDisposition, body: row.answer } };
  }
  const abandoned = new Date(now.getTime() - abandonedAfterSeconds * 1000);
  if (new Date(row.createdAt) >= abandoned) return { kind: 'inFlight' };
  // Taken over by one replay only: the one whose update still finds the abandoned claim.
  const taken = await db.query(
    `UPDATE idempotency_keys SET created_at = $4 WHERE tenant_id = $1 AND user_id = $2 AND key = $3 AND state = 'pending' AND created_at = $5
     RETURNING key`,
    [owner.tenantId, owner.userId, key, now, row.createdAt],
  );
  return taken.rows.length > 0 ? { kind: 'claimed' } : { kind: 'inFlight' };
}

/** Keeps the answer of a claimed key's request for its replays. */
export async function keepAnswer(db: Queryable, owner: KeyOwner, key: string, answer: KeptAnswer): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET state = 'done', status = $4, content_type = $5, content_disposition = $6, answer = $7
     WHERE tenant_id = $1 AND user_id = $2 AND key = $3`,
    [owner.tenantId, owner.userId, key, answer.status, answer.contentType, answer.contentDisposition, answer.body],
  );
}

/** Gives a claimed key up (the request failed on the server's side): its replay is handled as a new request. */
export async function releaseKey(db: Queryable, owner: KeyOwner, key: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE tenant_id = $1 AND user_id = $2 AND key = $3 AND state = 'pending'`,
    [owner.tenantId, owner.userId, key]);
}
