import { readWhole, tablesRead, type PlanNode } from './readPlan';

/** A reading statement of one call as one login, with the plan PostgreSQL picks for it. */
export interface PlannedQuery {
  /** The call it was sent for, e.g. `GET /jobs?period=upcoming`. */
  call: string;
  login: string;
  /** Its place among the call's statements, from 0. */
  index: number;
  sql: string;
  /** The plan PostgreSQL picks. */
  plan: PlanNode;
  /** The plan with sequential scans made as dear as can be: what reads a table whole then has no index to use. */
  indexedPlan: PlanNode;
}

/** The plans of every recorded statement on a database grown `factor` times, and its tables' row counts. */
export interface PlanSample {
  factor: number;
  queries: readonly PlannedQuery[];
  rows: ReadonlyMap<string, number>;
}

/** A statement the guard refuses, and why. */
export interface Offender {
  call: string;
  login: string;
  index: number;
  sql: string;
  problem: string;
}

/** How many rows a table may hold and still be read whole. */
export const largestScannedTable = 3000;
/** How much more than the data a plan's cost may grow between two factors. */
export const costSlack = 1.5;
/**
 * Plans cheaper than this on the larger database are not compared: their cost is the planner's constant start-up
 * and per-call overhead (a few page reads), whose ratio says nothing of how they scale.
 */
export const cheapestCompared = 100;

const keyOf = (query: Pick<PlannedQuery, 'call' | 'login' | 'index'>) => `${query.call}\n${query.login}\n${query.index}`;

/**
 * Every table of more than `largest` rows a statement reads whole even when sequential scans are made as dear as can
 * be (no index serves it), in any of the samples (each statement and table once).
 */
export function seqScanOffenders(samples: readonly PlanSample[], largest = largestScannedTable): Offender[] {
  const found = new Map<string, Offender>();
  for (const { factor, queries, rows } of [...samples].sort((a, b) => b.factor - a.factor)) {
    for (const query of queries) {
      for (const { table, how } of readWhole(query.indexedPlan)) {
        const count = rows.get(table) ?? 0;
        const key = `${keyOf(query)}\n${table}`;
        if (count > largest && !found.has(key)) {
          found.set(key, { ...pick(query), problem: `${how} on ${table} (${Math.round(count)} rows at ×${factor})` });
        }
      }
    }
  }
  return sorted([...found.values()]);
}

/** The statements of the two samples paired by call, login and place; those whose SQL differs between them stay unpaired. */
export function pairQueries(small: PlanSample, big: PlanSample): { pairs: [PlannedQuery, PlannedQuery][]; unpaired: PlannedQuery[] } {
  const smaller = new Map(small.queries.map((query) => [keyOf(query), query]));
  const pairs: [PlannedQuery, PlannedQuery][] = [];
  const unpaired: PlannedQuery[] = [];
  for (const query of big.queries) {
    const other = smaller.get(keyOf(query));
    if (other?.sql === query.sql) pairs.push([other, query]);
    else unpaired.push(query);
  }
  return { pairs, unpaired };
}

/**
 * Every statement whose plan's total cost grows more than linearly with the data: by more than `slack` times the growth
 * of the data, which is the ratio of the factors, or the growth of a table the plan reads when that is larger (people
 * grow faster than the factor: the demo logins keep their own, and every copy past the tenth brings new people).
 */
export function costOffenders(small: PlanSample, big: PlanSample, slack = costSlack, cheapest = cheapestCompared): Offender[] {
  const growthOf = (table: string) => (big.rows.get(table) ?? 0) / Math.max(small.rows.get(table) ?? 0, 1);
  return sorted(pairQueries(small, big).pairs.flatMap(([before, after]) => {
    const [costBefore, costAfter] = [before.plan['Total Cost'], after.plan['Total Cost']];
    const tables = [...tablesRead(before.plan), ...tablesRead(after.plan)];
    const growth = Math.max(big.factor / small.factor, ...tables.map(growthOf));
    const ratio = costAfter / Math.max(costBefore, 0.01);
    if (costAfter < cheapest || ratio <= growth * slack) return [];
    const problem = `cost ×${ratio.toFixed(1)} (${costBefore.toFixed(0)} at ×${small.factor} → ${costAfter.toFixed(0)} at ×${big.factor}; `
      + `the data grew ×${growth.toFixed(1)}, so at most ×${(growth * slack).toFixed(1)})`;
    return [{ ...pick(after), problem }];
  }));
}

/** One line per offender: the call, the login, the statement, what is wrong, and how its SQL begins. */
export const describeOffender = (offender: Offender) =>
  `${offender.call} as ${offender.login}, statement ${offender.index + 1}: ${offender.problem} — ${sqlStart(offender.sql)}`;

/** How a statement begins: its first 160 characters on one line (a first line alone is often just `SELECT * FROM (`). */
export function sqlStart(sql: string): string {
  const start = sql.trim().replace(/\s+/g, ' ');
  return start.length > 160 ? `${start.slice(0, 157)}...` : start;
}

const pick = ({ call, login, index, sql }: PlannedQuery) => ({ call, login, index, sql });

const sorted = (offenders: Offender[]) =>
  offenders.sort((a, b) => a.call.localeCompare(b.call) || a.login.localeCompare(b.login) || a.index - b.index);
