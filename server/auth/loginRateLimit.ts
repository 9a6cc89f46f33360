import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../api/HttpError';
import type { Queryable } from '../db/openDatabase';
import { tenantForHost } from '../store/tenantStore';

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

/** How many counters may pile up before the expired ones are swept out. */
const sweepAbove = 10_000;

/**
 * Counts failed logins per account and per address in memory, each in a window that starts at its first failure.
 * One process only: several server processes would need these counts in the shared database.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly limits: LoginLimits = defaultLoginLimits, private readonly clock: () => number = Date.now) {}

  /** Seconds until this account and address may try again; 0 when they may try now. */
  waitSeconds(account: string, address: string): number {
    const now = this.clock();
    const wait = (key: string, max: number) => {
      const entry = this.current(key, now);
      return entry && entry.count >= max ? Math.ceil((entry.since + this.limits.windowMs - now) / 1000) : 0;
    };
    return Math.max(wait(`account:${account}`, this.limits.perAccount), wait(`address:${address}`, this.limits.perAddress));
  }

  /** Records a failed login. */
  fail(account: string, address: string): void {
    const now = this.clock();
    if (this.failures.size >= sweepAbove) this.sweep(now);
    for (const key of [`account:${account}`, `address:${address}`]) {
      const entry = this.current(key, now);
      this.failures.set(key, entry ? { ...entry, count: entry.count + 1 } : { count: 1, since: now });
    }
  }

  /** Records a successful login: the account starts afresh (the address does not). */
  succeed(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  /** Forgets windows that have passed, so a flood of failing addresses cannot fill the memory. */
  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.current(key, now);
  }

  private current(key: string, now: number): { count: number; since: number } | undefined {
    const entry = this.failures.get(key);
    if (entry && now - entry.since >= this.limits.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * The account a login request is for: the login name, as the server compares it, in the tenant of the host it was
 * sent to (by tenant, not host name, so that unknown host names, which all fall back to one tenant, share a count).
 */
async function accountOf(request: FastifyRequest, db: Queryable): Promise<string | null> {
  const body = request.body as { username?: unknown } | undefined;
  if (typeof body?.username !== 'string') return null;
  const tenant = await tenantForHost(db, request.hostname);
  return `${tenant.id}\n${body.username.trim().toLowerCase()}`;
}

const loginUrl = '/api/v1/auth/token';

/**
 * Guards `POST /auth/token`: refuses with 429 `too_many_attempts` (and `Retry-After`) while the account or the
 * address is over its limit; counts each 401 as a failure, and a 200 resets the account.
 */
export function installLoginRateLimit(app: FastifyInstance, limiter: LoginRateLimiter, db: Queryable): void {
  const accounts = new WeakMap<FastifyRequest, string>();
  const isLogin = (request: FastifyRequest) => request.method === 'POST' && request.url.split('?')[0] === loginUrl;
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const account = isLogin(request) ? await accountOf(request, db) : null;
    if (account === null) return;
    accounts.set(request, account);
    const seconds = limiter.waitSeconds(account, request.ip);
    if (seconds === 0) return;
    const minutes = Math.ceil(seconds / 60);
    const error = new HttpError(429, 'too_many_attempts', `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      [{ path: 'username', message: `too many failed logins; retry after ${seconds} seconds` }]);
    return reply.code(429).header('Retry-After', String(seconds)).send(error.toBody());
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const account = accounts.get(request);
    if (account === undefined) return;
    if (reply.statusCode === 401) limiter.fail(account, request.ip);
    else if (reply.statusCode === 200) limiter.succeed(account);
  });
}
