/** The part of a Postgres client the server uses: PGlite has it, and so does the `pg` pool behind `DATABASE_URL`. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
}

/** An open database: queries, transactions, and a clean close. */
export interface Db extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
