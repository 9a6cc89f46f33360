import type { Db, Queryable } from '../../../server/kernel/database';

/** One statement as a store sent it: its text and its parameters. */
export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/** A Db that also hands over the reading statements sent through it while `recording` runs. */
export interface RecordingDb extends Db {
  /** Runs `work` and answers what it answered with every SELECT (or WITH) sent meanwhile, in order. */
  recording<T>(work: () => Promise<T>): Promise<{ result: T; queries: RecordedQuery[] }>;
}

const reading = /^[\s(]*(SELECT|WITH)\b/i;

/**
 * Wraps `db`, transactions included. One recording at a time: the calls are made one after another, so every statement
 * sent meanwhile belongs to the call being recorded.
 */
export function recordingDb(db: Db): RecordingDb {
  let queries: RecordedQuery[] | null = null;
  const watched = (target: Queryable): Queryable => ({
    query<T>(sql: string, params?: unknown[]) {
      if (queries && reading.test(sql)) queries.push({ sql, params: params ?? [] });
      return target.query<T>(sql, params);
    },
  });
  return {
    ...watched(db),
    transaction: (callback) => db.transaction((tx) => callback(watched(tx))),
    close: () => db.close(),
    async recording(work) {
      if (queries) throw new Error('One recording at a time');
      const own: RecordedQuery[] = [];
      queries = own;
      try {
        return { result: await work(), queries: own };
      } finally {
        queries = null;
      }
    },
  };
}
