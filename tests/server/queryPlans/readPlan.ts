import type { Db, Queryable } from '../../../server/kernel/database';

/** One node of a plan of `EXPLAIN (FORMAT JSON)`, with the fields the guard reads. */
export interface PlanNode {
  'Node Type': string;
  /** The table a scan reads. */
  'Relation Name'?: string;
  /** What an index scan looks up; none when it reads the whole index. */
  'Index Cond'?: string;
  /** What a scan keeps of the rows it reads. */
  Filter?: string;
  /** The planner's estimate of the whole node's cost, in its units (a page read sequentially is 1). */
  'Total Cost': number;
  Plans?: PlanNode[];
}

/**
 * The plan PostgreSQL picks for `sql` with these parameters, sent the same way the store sent them (so a custom plan for
 * these values, as a one-off query gets).
 */
export async function explain(db: Queryable, sql: string, params: unknown[]): Promise<PlanNode> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const answer = rows[0]?.['QUERY PLAN'];
  const [top] = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: PlanNode }];
  return top.Plan;
}

/**
 * The plan for `sql` when the planner looks rows up wherever it can: sequential scans, hash and merge joins (which read
 * a side whole) made as dear as PostgreSQL can make them. A table is then still read whole only when no index can serve
 * the statement. (On a few thousand rows a plain plan may rightly prefer reading a table to looking rows up; this tells
 * whether a lookup exists for when the table is larger.)
 */
export function explainIndexed(db: Db, sql: string, params: unknown[]): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) await tx.query(`SET LOCAL ${setting} = off`);
    return explain(tx, sql, params);
  });
}

/** Every node of a plan, the node itself first (subplans of subqueries are children too). */
export const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/** The tables a plan reads, in any way. */
export const tablesRead = (plan: PlanNode): string[] =>
  [...new Set(nodesOf(plan).flatMap((node) => (node['Relation Name'] ? [node['Relation Name']] : [])))];

/**
 * A scan that reads its table whole to find its rows: sequentially, or through a whole index while filtering (a whole
 * index read without a filter feeds a join that looks each row's partner up, which is a plan of lookups too).
 */
const readsWhole = (node: PlanNode) => node['Node Type'] === 'Seq Scan'
  || (['Index Scan', 'Index Only Scan'].includes(node['Node Type']) && node['Index Cond'] === undefined && node.Filter !== undefined);

/** The tables a plan reads whole, each with how: `Seq Scan` (parallel ones too), or a whole index read that filters. */
export const readWhole = (plan: PlanNode): { table: string; how: string }[] =>
  nodesOf(plan).flatMap((node) => (readsWhole(node) && node['Relation Name']
    ? [{ table: node['Relation Name'], how: node['Node Type'] === 'Seq Scan' ? 'Seq Scan' : `${node['Node Type']} of the whole index, filtered` }]
    : []));

/** How many rows each table of the schema holds, as the last ANALYZE counted them. */
export async function tableRows(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; rows: number }>(`SELECT c.relname AS name, c.reltuples::float8 AS rows FROM pg_class c
    WHERE c.relkind IN ('r', 'p') AND c.relnamespace = 'public'::regnamespace`);
  return new Map(rows.map((row) => [row.name, Number(row.rows)]));
}
