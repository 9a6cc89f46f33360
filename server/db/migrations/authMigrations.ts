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
  {
    name: 'sessions kept in the database',
    sql: `
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
        person_id int,
        login_kind text NOT NULL,
        user_agent text,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz,
        token_id text NOT NULL,
        previous_token_id text,
        previous_valid_until timestamptz
      );
      CREATE INDEX sessions_open_by_user ON sessions (user_id) WHERE ended_at IS NULL;
      CREATE INDEX sessions_expires_at ON sessions (expires_at)`,
  },
  {
    name: 'sessions found by tenant',
    sql: 'CREATE INDEX sessions_tenant ON sessions (tenant_id)',
  },
];
