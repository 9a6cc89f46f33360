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
  {
    // The answer of each write sent with an Idempotency-Key, per tenant and user, so that a replay (the phone's outbox
    // after a lost answer) gets the first answer without a second effect, whichever server process it reaches.
    name: 'idempotency keys of writes',
    sql: `
      CREATE TABLE idempotency_keys (
        tenant_id int NOT NULL REFERENCES tenants,
        user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
        key text NOT NULL,
        request text NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'done')),
        status int,
        content_type text,
        content_disposition text,
        answer bytea,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, user_id, key)
      );
      CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
      CREATE INDEX idempotency_keys_user ON idempotency_keys (user_id)`,
  },
];
