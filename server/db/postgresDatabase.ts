import pg from 'pg';
import type { Db, Queryable } from '../kernel/database';

/** Postgres type ids whose text the server reads as PGlite does. */
const oid = { int8: 20, date: 1082, timestamp: 1114, int8Array: 1016 } as const;

/**
 * Values come back as from PGlite, so the stores need not care which database they run on: `date` as a Date at
 * UTC midnight (pg would use the process's time zone), `timestamp` as UTC, `bigint` (e.g. `count(*)`) as a number.
 */
const builtinParser = pg.types.getTypeParser as (id: number, format?: string) => (value: string) => unknown;

const types: pg.CustomTypesConfig = {
  getTypeParser: ((id: number, format?: string) => {
    if (id === oid.int8) return (value: string) => Number(value);
    if (id === oid.date) return (value: string) => new Date(`${value}T00:00:00Z`);
    if (id === oid.timestamp) return (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
    if (id === oid.int8Array) {
      const parseArray = builtinParser(id, 'text') as (value: string) => string[];
      return (value: string) => parseArray(value).map(Number);
    }
    return builtinParser(id, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

// Date parameters are sent in UTC, as PGlite sends them, whatever the process's time zone.
pg.defaults.parseInputDatesAsUTC = true;

type Client = pg.Pool | pg.PoolClient;

function queryable(client: Client): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
  };
}

/**
 * A database on a real PostgreSQL server (`DATABASE_URL`): a pool of connections, each in UTC like PGlite;
 * a transaction runs on one dedicated connection, rolled back when its callback throws.
 */
export function connectPostgres(url: string, maxConnections = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types, options: '-c TimeZone=UTC' });
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection failed (${error.message}); the next query opens a new one`));
  return {
    ...queryable(pool),
    async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await callback(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock on a connection of its own, so that of several server
 * processes starting at once only one migrates and seeds; the others wait and then find it done.
 */
export async function whileLocked<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(4242001)');
    return await work();
  } finally {
    await client.end();
  }
}
