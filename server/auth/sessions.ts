import { randomBytes } from 'node:crypto';
import type { Queryable } from '../kernel/database';
import { unauthorized } from '../kernel/HttpError';
import { principalOf, type UserRow } from './findPrincipal';
import { type Principal } from '../kernel/principal';
import { tokenLifetimeSeconds } from './tokens';
import { type SessionClaims, type TenantClaims, type Tokens } from '../kernel/sessionTokens';

/** How long a token replaced by a refresh still works, for the requests already on their way with it. */
export const refreshGraceSeconds = 30;
/** Sessions that ended or expired this long ago are deleted at the next login. */
const keptAfterEndSeconds = 7 * 24 * 60 * 60;
/** Last seen is written at most this often per session, so that reading does not write on every request. */
const lastSeenEverySeconds = 60;

const newId = (bytes: number) => randomBytes(bytes).toString('base64url');
const plus = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);

/** Who a session is opened for. */
export interface SessionOwner { tenantId: number; userId: number; personId: number | null; userAgent: string | undefined }

/**
 * Opens a session for a login that passed its password check and answers its first token. The session row is what
 * makes the token good: ending the row ends the token, on every server process at once.
 */
export async function startSession(db: Queryable, tokens: Tokens, claims: TenantClaims, owner: SessionOwner, moment: Date): Promise<string> {
  const sid = newId(18);
  const jti = newId(12);
  await db.query('DELETE FROM sessions WHERE expires_at < $1', [plus(moment, -keptAfterEndSeconds)]);
  await db.query(
    `INSERT INTO sessions (id, tenant_id, user_id, person_id, login_kind, user_agent, created_at, last_seen_at, expires_at, token_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)`,
    [sid, owner.tenantId, owner.userId, owner.personId, claims.type, owner.userAgent?.slice(0, 500) ?? null, moment,
      plus(moment, tokenLifetimeSeconds), jti],
  );
  return tokens.sign({ ...claims, tenantId: owner.tenantId }, { sid, jti });
}

interface SessionRow extends UserRow {
  /** The user's language as chosen now (it may have changed since the token was signed). */
  language: string | null;
  token_id: string;
  previous_token_id: string | null;
  previous_valid_until: Date | null;
  ended_at: Date | null;
  expires_at: Date;
  last_seen_at: Date;
}

/** Why a session refuses a genuine token. */
export type SessionRefusal = 'ended' | 'replaced' | 'unknown';

/**
 * The caller behind a genuine token, when its session is open, unexpired and the token is its current one (or the one
 * a refresh replaced less than `refreshGraceSeconds` ago); otherwise why not. One query by primary key.
 */
export async function principalOfSession(db: Queryable, tenantId: number, claims: SessionClaims, moment: Date): Promise<Principal | SessionRefusal> {
  const found = await db.query<SessionRow>(
    `SELECT s.token_id, s.previous_token_id, s.previous_valid_until, s.ended_at, s.expires_at, s.last_seen_at,
            u.id, u.person_id, u.token_type, u.login_types, u.rights, u.mailbox_rights, u.language
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.tenant_id = $2`,
    [claims.sid, tenantId],
  );
  const row = found.rows[0];
  if (!row || row.token_type !== claims.type) return 'unknown';
  if (row.ended_at !== null || new Date(row.expires_at).getTime() <= moment.getTime()) return 'ended';
  const tokenIsCurrent = row.token_id === claims.jti;
  const inGrace = row.previous_token_id === claims.jti && row.previous_valid_until !== null
    && moment.getTime() < new Date(row.previous_valid_until).getTime();
  if (!tokenIsCurrent && !inGrace) return 'replaced';
  if (moment.getTime() - new Date(row.last_seen_at).getTime() >= lastSeenEverySeconds * 1000) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [claims.sid, moment]);
  }
  // The language chosen since the token was signed: the next refreshed token carries it (the phone then switches).
  const current = row.language === null ? claims : { ...claims, loginData: { ...claims.loginData, language: row.language } };
  return principalOf(row, current, tenantId, { id: claims.sid, currentTokenId: row.token_id, tokenIsCurrent });
}

/**
 * The session's next token. The current token is replaced (it keeps working for `refreshGraceSeconds`, then never
 * again); refreshing with a token in its grace (a second tab, a request that crossed the refresh) answers a token for
 * the session's current one instead of replacing it again. Either way the session lives 8 hours from now.
 */
export async function refreshSession(db: Queryable, tokens: Tokens, principal: Principal, moment: Date): Promise<string> {
  const session = principal.session;
  if (!session) throw new Error('A refresh needs the session of the request');
  const expiresAt = plus(moment, tokenLifetimeSeconds);
  if (session.tokenIsCurrent) {
    const next = newId(12);
    const replaced = await db.query<{ id: string }>(
      `UPDATE sessions SET previous_token_id = token_id, previous_valid_until = $3, token_id = $4, expires_at = $5
       WHERE id = $1 AND token_id = $2 AND ended_at IS NULL RETURNING id`,
      [session.id, session.currentTokenId, plus(moment, refreshGraceSeconds), next, expiresAt],
    );
    if (replaced.rows.length === 1) return tokens.sign(principal.claims, { sid: session.id, jti: next });
  }
  const current = await db.query<{ token_id: string }>(
    'UPDATE sessions SET expires_at = greatest(expires_at, $2) WHERE id = $1 AND ended_at IS NULL RETURNING token_id',
    [session.id, expiresAt],
  );
  const tokenId = current.rows[0]?.token_id;
  if (!tokenId) throw unauthorized('Your session has ended. Log in again.');
  return tokens.sign(principal.claims, { sid: session.id, jti: tokenId });
}

/** Ends one session: its tokens stop working on every process from the next request. */
export async function endSession(db: Queryable, sessionId: string, moment: Date): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, moment]);
}

/** Ends every open session of a user (a new password: whoever had the old one is out). */
export async function endSessionsOfUser(db: Queryable, userId: number, moment: Date): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL', [userId, moment]);
}
