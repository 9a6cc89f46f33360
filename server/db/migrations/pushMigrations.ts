import type { Migration } from './Migration';

/**
 * What Web Push keeps in the database, so that every server process shares it: the deployment's VAPID keys (when the
 * environment names none), the outbox of messages written with the change they tell about and sent once it has
 * committed, the pre-call reminders already claimed (one row per position and start: the process that inserts it
 * sends it, no other), and each company's pre-call time.
 */
export const pushMigrations: readonly Migration[] = [
  {
    name: 'web push: keys, outbox, pre-call reminders',
    sql: `
      CREATE TABLE push_keys (
        id int PRIMARY KEY CHECK (id = 1),
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE push_messages (
        id bigserial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        person_id int NOT NULL REFERENCES persons,
        kind text NOT NULL CHECK (kind IN ('jobOffered', 'jobChanged', 'documentToSign', 'preCall')),
        subject_id int NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX push_messages_tenant ON push_messages (tenant_id);
      CREATE INDEX push_messages_person ON push_messages (person_id);
      CREATE TABLE pre_call_reminders (
        crew_item_id int NOT NULL REFERENCES crew_items ON DELETE CASCADE,
        starts_at timestamp NOT NULL,
        claimed_at timestamptz NOT NULL,
        PRIMARY KEY (crew_item_id, starts_at)
      );
      ALTER TABLE company_settings ADD COLUMN pre_call_reminder_minutes int NOT NULL DEFAULT 120
        CHECK (pre_call_reminder_minutes BETWEEN 5 AND 1440)`,
  },
];
