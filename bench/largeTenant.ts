import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startRealPostgres, type RealPostgres } from '../build/realPostgres';
import { createServer } from '../server/app';
import { now } from '../server/kernel/clock';
import { openAppDatabase } from '../server/appDatabase';
import { growTenant, type GrownCounts } from '../server/demo/scale/growTenant';
import { localDate } from '../server/kernel/isoDates';
import type { ApiCall, CallLatency, LargeTenant, LargeTenantDatabase } from './benchResults';
import { measureCallLatency } from './callLatency';
import { injectedToken } from './injectedToken';

/** The tenant grown: the demo's own, the one `app.inject` reaches (its host is `localhost`). */
const host = 'localhost';

/** One database to measure: an embedded one in `dataDir`, or a PostgreSQL server at `databaseUrl`. */
interface Location {
  name: string;
  dataDir?: string;
  databaseUrl?: string;
}

/** What the large-tenant part measures, and where. */
export interface LargeTenantPlan {
  /** How many times the tenant is grown (≥ 2). */
  factor: number;
  calls: ApiCall[];
  homeCallsFrom: string;
  /** An empty folder for the embedded database, removed by the caller. */
  workDir: string;
  step: (what: string) => void;
}

/** What the large-tenant part started, for the caller to stop on the way out (a Ctrl-C skips `finally`). */
export interface LargeTenantStarted {
  postgres?: RealPostgres;
}

/** Stops the PostgreSQL cluster the large-tenant part started, if it still runs. */
export function stopLargeTenantPostgres(started: LargeTenantStarted): void {
  const { postgres } = started;
  started.postgres = undefined;
  postgres?.stop();
}

/** A server on the location as `npm start` runs it in production, where answers are not checked against their schemas. */
async function startServer(where: Location, jwtSecret: string): Promise<FastifyInstance> {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await createServer({ dataDir: where.dataDir, databaseUrl: where.databaseUrl, jwtSecret, logger: false });
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}

/** Starts a server on the location, measures every call in turn, and closes it. */
async function measureCalls(where: Location, calls: readonly ApiCall[]): Promise<CallLatency[]> {
  const app = await startServer(where, randomBytes(32).toString('hex'));
  try {
    const tokens = new Map<string, string>();
    const latencies: CallLatency[] = [];
    for (const call of calls) {
      const token = tokens.get(call.login) ?? (await injectedToken(app, call.login));
      tokens.set(call.login, token);
      latencies.push(await measureCallLatency(app, call, token));
    }
    return latencies;
  } finally {
    await app.close();
  }
}

/** Grows the tenant `factor` times in one transaction; answers how long that took and the rows it holds then. */
async function grow(where: Location, factor: number): Promise<{ growthMs: number; counts: GrownCounts }> {
  const db = await openAppDatabase({ url: where.databaseUrl, directory: where.dataDir && join(where.dataDir, 'pgdata') });
  try {
    const started = performance.now();
    const counts = await db.transaction((tx) => growTenant(tx, { host, factor, today: localDate(now()) }));
    return { growthMs: performance.now() - started, counts };
  } finally {
    await db.close();
  }
}

async function measureDatabase(where: Location, plan: LargeTenantPlan): Promise<LargeTenantDatabase> {
  plan.step(`large tenant: ${where.name}: measuring ${plan.calls.length} calls on the demo data`);
  const demo = await measureCalls(where, plan.calls);
  plan.step(`large tenant: ${where.name}: growing ${host} ×${plan.factor}`);
  const { growthMs, counts } = await grow(where, plan.factor);
  const rows = Object.entries(counts).map(([table, count]) => `${table} ${count.toLocaleString('en')}`).join(', ');
  plan.step(`large tenant: ${where.name}: grew ×${plan.factor} in ${(growthMs / 1000).toFixed(1)} s: ${rows}`);
  plan.step(`large tenant: ${where.name}: measuring ${plan.calls.length} calls on the grown tenant`);
  const grown = await measureCalls(where, plan.calls);
  return { growthMs, counts, demo, grown };
}

/**
 * Measures each call on a fresh PGlite database and on a fresh PostgreSQL cluster: on the demo data, then again after
 * growing the demo tenant `factor` times with `growTenant` (the server closed meanwhile, restarted after).
 */
export async function measureLargeTenant(plan: LargeTenantPlan, started: LargeTenantStarted): Promise<LargeTenant> {
  const pglite = await measureDatabase({ name: 'PGlite', dataDir: join(plan.workDir, 'pglite') }, plan);
  plan.step('large tenant: starting PostgreSQL');
  const postgres = (started.postgres = await startRealPostgres());
  try {
    const measured = await measureDatabase({ name: 'PostgreSQL', databaseUrl: postgres.url }, plan);
    return { factor: plan.factor, calls: plan.calls, homeCallsFrom: plan.homeCallsFrom, pglite, postgres: measured };
  } finally {
    stopLargeTenantPostgres(started);
  }
}
