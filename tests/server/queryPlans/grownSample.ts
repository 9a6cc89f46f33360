import { now } from '../../../server/kernel/clock';
import { type Db } from '../../../server/kernel/database';
import { growTenant } from '../../../server/demo/scale/growTenant';
import { localDate } from '../../../server/kernel/isoDates';
import { openSeededDatabase } from '../testDatabase';
import { makeDataDir, removeDataDir } from '../testServer';
import type { PlannedQuery, PlanSample } from './checkPlans';
import { label, ListCaller, type ListCall, type RecordedCall } from './listCaller';
import { explain, explainIndexed, tableRows, type PlanNode } from './readPlan';
import { recordingDb, type RecordedQuery, type RecordingDb } from './recordingDb';

/** The list calls made on a grown database, and the plans of the statements they sent. */
export interface GrownSample extends PlanSample {
  calls: readonly RecordedCall[];
}

/**
 * The demo in a database of its own (a copy of the seeded one: PGlite, or with `TEST_DATABASE_URL` a PostgreSQL database), with the route
 * table mounted on it and every demo login logged in.
 */
export class DemoDatabase {
  private constructor(readonly db: RecordingDb, readonly caller: ListCaller, private readonly dataDir: string) {}

  static async open(): Promise<DemoDatabase> {
    const dataDir = makeDataDir();
    const db = recordingDb(await openSeededDatabase(dataDir));
    try {
      return new DemoDatabase(db, await ListCaller.mount(db), dataDir);
    } catch (error) {
      await db.close();
      removeDataDir(dataDir);
      throw error;
    }
  }

  /**
   * Grows the Moyo tenant `factor` times (the demo's own rows keep their ids), makes `calls`, and explains every
   * statement they sent.
   */
  async grow(factor: number, calls: readonly ListCall[]): Promise<GrownSample> {
    await this.db.transaction((tx) => growTenant(tx, { host: 'localhost', factor, today: localDate(now()) }));
    const recorded = await this.caller.record(calls);
    return { factor, calls: recorded, queries: await planAll(this.db, recorded), rows: await tableRows(this.db) };
  }

  async close(): Promise<void> {
    await this.caller.close();
    await this.db.close();
    removeDataDir(this.dataDir);
  }
}

/** The plan of every statement of every call; a statement sent again with the same parameters is explained once. */
export async function planAll(db: Db, calls: readonly RecordedCall[]): Promise<PlannedQuery[]> {
  const plans = new Map<string, [PlanNode, PlanNode]>();
  const planned: PlannedQuery[] = [];
  for (const call of calls) {
    for (const [index, { sql, params }] of call.queries.entries()) {
      const key = `${sql}\n${JSON.stringify(params)}`;
      const [plan, indexedPlan] = plans.get(key) ?? (await explainOrSay(db, call, { sql, params }));
      plans.set(key, [plan, indexedPlan]);
      planned.push({ call: label(call), login: call.login, index, sql, plan, indexedPlan });
    }
  }
  return planned;
}

async function explainOrSay(db: Db, call: RecordedCall, query: RecordedQuery): Promise<[PlanNode, PlanNode]> {
  try {
    return [await explain(db, query.sql, query.params), await explainIndexed(db, query.sql, query.params)];
  } catch (error) {
    throw new Error(`EXPLAIN of statement "${query.sql}" of ${label(call)} as ${call.login} failed`, { cause: error });
  }
}
