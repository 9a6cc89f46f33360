import type { Migration } from './Migration';

/** What logging in keeps in the database, so that every server process behind a load balancer shares it. */
export const authMigrations: readonly Migration[] = [
  {
    name: 'login attempts counted in the database',
    sql: `
      CREATE TABLE login_attempts (
        key text PRIMARY KEY,
        attempts int NOT NULL,
        window_start double precision NOT NULL
      );
      CREATE INDEX login_attempts_window_start ON login_attempts (window_start)`,
  },
];
