import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../kernel/HttpError';
import type { Queryable } from '../kernel/database';
import { tenantForHost } from '../store/tenantStore';
import { maxLoginNameLength } from '../../src/ground/contract/core';

/** How many failed logins are allowed, and over how long. */
export interface LoginLimits {
  /** Failures per account (login name in one tenant) within the window. Default 5. */
  perAccount: number;
  /** Failures per client address within the window. Default 20. */
  perAddress: number;
  /** The window, in milliseconds. Default 15 minutes. */
  windowMs: number;
}

/** The limits of the reference server. */
export const defaultLoginLimits: LoginLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** How many attempts pass between two sweeps of the windows that have ended. */
const sweepEvery = 500;

/** The count of one key after an attempt: attempts in the window, and when the window started (ms). */
interface AttemptCount {
  key: string;
  attempts: number;
  window_start: number;
}

/**
 * Counts login attempts per account and per address in the database, each in a window that starts at its first
 * attempt. An attempt is counted before its password is checked, in one statement for both keys: sixty attempts
 * sent at once are counted one by one, however many server processes share the database, and only the first ones
 * within the limit reach the password check. A successful login gives its attempt back: the account starts afresh
 * and the address is charged for failures only (a venue's Wi-Fi may log a whole crew in).
 */
export class LoginRateLimiter {
  private attemptsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly limits: LoginLimits = defaultLoginLimits,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts an attempt; answers the seconds until this account and address may try again, 0 to go on now. */
  async attempt(account: string, address: string): Promise<number> {
    const now = this.clock();
    await this.sweepNow(now);
    const { rows } = await this.db.query<AttemptCount>(
      `INSERT INTO login_attempts AS counted (key, attempts, window_start) VALUES ($1, 1, $3), ($2, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN counted.window_start <= $3 - $4 THEN 1 ELSE counted.attempts + 1 END,
         window_start = CASE WHEN counted.window_start <= $3 - $4 THEN $3 ELSE counted.window_start END
       RETURNING key, attempts, window_start`,
      [accountKey(account), addressKey(address), now, this.limits.windowMs],
    );
    const limitOf = (key: string) => (key.startsWith('account:') ? this.limits.perAccount : this.limits.perAddress);
    const waits = rows.map((row) =>
      row.attempts > limitOf(row.key) ? Math.max(1, Math.ceil((Number(row.window_start) + this.limits.windowMs - now) / 1000)) : 0);
    return Math.max(0, ...waits);
  }

  /** A successful login: the account starts afresh, and the address gets its attempt back. */
  async succeed(account: string, address: string): Promise<void> {
    await this.db.query('DELETE FROM login_attempts WHERE key = $1', [accountKey(account)]);
    await this.giveBack([addressKey(address)]);
  }

  /** An attempt that tried no password (a request refused as malformed): both counts get it back. */
  async withdraw(account: string, address: string): Promise<void> {
    await this.giveBack([accountKey(account), addressKey(address)]);
  }

  private async giveBack(keys: string[]): Promise<void> {
    await this.db.query('UPDATE login_attempts SET attempts = attempts - 1 WHERE key = ANY($1) AND attempts > 0', [keys]);
  }

  /** Now and then, forgets windows that have ended, so a flood of failing addresses cannot fill the table. */
  private async sweepNow(now: number): Promise<void> {
    this.attemptsSinceSweep += 1;
    if (this.attemptsSinceSweep < sweepEvery) return;
    this.attemptsSinceSweep = 0;
    await this.db.query('DELETE FROM login_attempts WHERE window_start <= $1', [now - this.limits.windowMs]);
  }
}

const accountKey = (account: string) => `account:${account}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * The account a login request is for: the login name, as the server compares it, in the tenant of the host it was
 * sent to (by tenant, not host name, so that unknown host names, which all fall back to one tenant, share a count).
 */
async function accountOf(request: FastifyRequest, db: Queryable): Promise<string | null> {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim() : '';
  // A login name the login refuses as malformed (400) tries no password: it is not counted, and never stored.
  if (username.length === 0 || [...username].length > maxLoginNameLength || username.includes('\u0000')) return null;
  const tenant = await tenantForHost(db, request.hostname);
  return `${tenant.id}\n${username.toLowerCase()}`;
}

const loginUrl = '/api/v1/auth/token';

/**
 * Guards `POST /auth/token`: counts the attempt before the password is checked, and refuses with 429
 * `too_many_attempts` (and `Retry-After`) once the account or the address is over its limit; a 200 gives the attempt
 * back, and so does a request refused as malformed (400), which tried no password.
 */
export function installLoginRateLimit(app: FastifyInstance, limiter: LoginRateLimiter, db: Queryable): void {
  const accounts = new WeakMap<FastifyRequest, string>();
  // By the matched route, not the raw URL: `/api/v1/auth/%74oken` reaches the same login and is counted the same.
  const isLogin = (request: FastifyRequest) => request.method === 'POST' && request.routeOptions.url === loginUrl;
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const account = isLogin(request) ? await accountOf(request, db) : null;
    if (account === null) return;
    accounts.set(request, account);
    const seconds = await limiter.attempt(account, request.ip);
    if (seconds === 0) return;
    const minutes = Math.ceil(seconds / 60);
    const error = new HttpError(429, 'too_many_attempts', `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      [{ path: 'username', message: `too many failed logins; retry after ${seconds} seconds` }]);
    return reply.code(429).header('Retry-After', String(seconds)).send(error.toBody());
  });
  // Before the answer leaves, so that the next attempt of the same account finds it counted afresh.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const account = accounts.get(request);
    if (account === undefined) return;
    if (reply.statusCode === 200) await limiter.succeed(account, request.ip);
    else if (reply.statusCode !== 401 && reply.statusCode !== 429) await limiter.withdraw(account, request.ip);
  });
}
