import type { Migration } from './Migration';

/**
 * Messages and requests (to-dos addressed to someone, issue 32): when the one a to-do is addressed to first opened it
 * (`read_at`), and when and by whom it was handled (`done_at`, `done_by_user`); the index finds what is addressed to a
 * person. A push message may now tell about one (`message`).
 */
export const messagesMigrations: readonly Migration[] = [
  {
    name: 'messages: read and done, addressed to a person, push',
    sql: `
      ALTER TABLE activities ADD COLUMN read_at timestamptz, ADD COLUMN done_at timestamptz,
        ADD COLUMN done_by_user int REFERENCES users;
      CREATE INDEX activities_done_by ON activities (done_by_user);
      CREATE INDEX activities_recipient ON activities (tenant_id, ((parameters->>'recipient')::int));
      ALTER TABLE push_messages DROP CONSTRAINT push_messages_kind_check;
      ALTER TABLE push_messages ADD CONSTRAINT push_messages_kind_check
        CHECK (kind IN ('jobOffered', 'jobChanged', 'documentToSign', 'preCall', 'message'))`,
  },
];
