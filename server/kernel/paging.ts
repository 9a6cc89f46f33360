import type { Queryable } from './database';

/** Section 9: lists answer 1000 rows a page unless asked for fewer, page 1 first (the contract's paging fields). */
export { pagingShape } from '../../src/ground/contract/fields/pagingFields';

/** Which page of a list to answer. */
export interface Paging { limit: number; page: number }

/** One page of rows and how many there are in all. */
export interface Page<T> { items: T[]; total: number }

/**
 * Runs `sql` (a SELECT with its ORDER BY) for one page, and counts all its rows (without the order, which a count
 * does not need and which would sort every row).
 * The page's LIMIT and OFFSET are appended as the next two parameters.
 */
export async function pageOf<T>(db: Queryable, sql: string, params: unknown[], paging: Paging): Promise<Page<T>> {
  const n = params.length;
  const [rows, count] = await Promise.all([
    db.query<T>(`${sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, paging.limit, (paging.page - 1) * paging.limit]),
    countOf(db, sql, params),
  ]);
  return { items: rows.rows, total: count };
}

/** The columns of a list by the names its rows have, e.g. `{ id: 'p.id', begin_date: 'p.begin_date::text' }`. */
export type ListColumns = Readonly<Record<string, string>>;

/** The SELECT list of `columns`: each expression AS its name, quoted (so that `fromName` keeps its capital). */
export const selectList = (columns: ListColumns): string =>
  Object.entries(columns).map(([name, sql]) => `${sql} AS "${name}"`).join(', ');

/**
 * `pageOf` for a long list whose columns are all of JSON's own kinds (text, whole numbers, booleans; dates as text):
 * the page comes back as one JSON array of each row's values, in the order of `columns` (the names of `sql`'s SELECT
 * list, as `selectList` gives them), and the items are made of it in the statement's order: the same items as
 * `pageOf`'s. PGlite hands over each cell of an answer on its own, about 1.7 µs a cell here: a page of 1000 projects
 * (10 columns) took 22 ms where its statement ran in 2, and 12 ms as one JSON value. On PostgreSQL it takes 2 to 5 ms
 * more (6.5 → 8.8 ms on a quieter machine); rows as JSON objects (`json_agg` of the row) cost PostgreSQL 6 ms more
 * (measured on the demo grown ×300, as `npm run bench -- --large-tenant-only` grows it).
 *
 * The total is counted in the same statement, by a subquery run once: the page and its total come from one snapshot,
 * also on a PostgreSQL pool where two statements would run on two connections. It costs about what a statement of its
 * own did, as the count's cost is the rows it reads (the first 1000 of 3600 projects with their total on PGlite: 9.2 ms,
 * 9.3 as two statements; on PostgreSQL 7.6, 7.2 as two side by side). A window count (`count(*) OVER ()`, as
 * `countedPageOf` takes it) costs more here, as it reads and sorts every row where the page reads only its own through
 * the list's index (12.7 ms on PGlite, 9.6 on PostgreSQL).
 */
export async function jsonPageOf<T>(
  db: Queryable, sql: string, params: unknown[], paging: Paging, columns: readonly string[],
): Promise<Page<T>> {
  const n = params.length;
  const values = columns.map((name) => `listed."${name}"`).join(', ');
  // An aggregate without GROUP BY answers one row, also for a page past the last row or an empty list.
  const { rows } = await db.query<{ items: unknown[][] | null; total: number }>(
    `SELECT json_agg(json_build_array(${values})) AS items, (${countStatement(sql)}) AS total
     FROM (${sql} LIMIT $${n + 1} OFFSET $${n + 2}) AS listed`,
    [...params, paging.limit, (paging.page - 1) * paging.limit],
  );
  const page = rows[0];
  return { items: (page?.items ?? []).map((row) => itemOf<T>(columns, row)), total: page?.total ?? 0 };
}

/** An item of `jsonPageOf` from its values in the order of `columns`, set one by one: `Object.fromEntries` took 1.3 ms more a page of 1000. */
function itemOf<T>(columns: readonly string[], values: readonly unknown[]): T {
  const item: Record<string, unknown> = {};
  columns.forEach((name, index) => {
    item[name] = values[index];
  });
  return item as T;
}

/** The column a statement given to `countedPageOf` counts its rows in: `count(*) OVER ()` in its SELECT list. */
export const listedTotal = '(count(*) OVER ())::int AS listed_total';

/**
 * One page of `sql`, a SELECT whose list ends with `listedTotal` and with its ORDER BY, and how many rows it has in
 * all, in one statement: for a list that reads and sorts all its rows anyway (no index gives its order), the count
 * costs nothing more, where `pageOf`'s second statement would be planned and run again (on PGlite a complex one is
 * about as dear to plan as to run). A page past the last row tells no total: then it is counted apart. The items come
 * without the `listed_total` column.
 */
export async function countedPageOf<T>(db: Queryable, sql: string, params: unknown[], paging: Paging): Promise<Page<T>> {
  const n = params.length;
  const offset = (paging.page - 1) * paging.limit;
  const { rows } = await db.query<T & { listed_total: number }>(`${sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, paging.limit, offset]);
  const total = rows[0]?.listed_total ?? (offset === 0 ? 0 : await countOf(db, sql, params));
  return { items: rows.map(({ listed_total: _total, ...item }) => item as T), total };
}

/** The statement that counts the rows of `sql` (as `total`), without its order. */
const countStatement = (sql: string) => `SELECT count(*)::int AS total FROM (${withoutFinalOrder(sql)}) AS counted`;

async function countOf(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const count = await db.query<{ total: number }>(countStatement(sql), params);
  return count.rows[0]?.total ?? 0;
}

/**
 * `sql` without its last ORDER BY when that one orders the whole statement: it stands outside every parenthesis
 * and every quoted text.
 */
export function withoutFinalOrder(sql: string): string {
  let depth = 0;
  let quoted = false;
  let finalOrder = -1;
  for (let at = 0; at < sql.length; at += 1) {
    const char = sql[at];
    if (char === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && (char === 'O' || char === 'o') && /^ORDER\s+BY\b/i.test(sql.slice(at, at + 12)) && /\s/.test(sql[at - 1] ?? ' ')) {
      finalOrder = at;
    }
  }
  return finalOrder < 0 ? sql : sql.slice(0, finalOrder);
}
