import type { Migration } from './Migration';

/**
 * The mail outbox (`server/mail/`): a mail is written with the change that causes it, in its transaction, and sent
 * once it has committed by whichever server process claims it first. A row keeps who it goes to and what it tells
 * about, not the text: the mail is written when it is sent, in the person's language then. `secret` is a reset
 * link's token, emptied once the mail is sent; without an SMTP server the mails stay here (the development mail page).
 */
export const mailMigrations: readonly Migration[] = [
  {
    name: 'mail outbox',
    sql: `
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        user_id int NOT NULL REFERENCES users,
        kind text NOT NULL CHECK (kind IN ('passwordReset', 'jobOffered', 'documentToSign')),
        subject_id int,
        secret text,
        app_address text NOT NULL,
        created_at timestamptz NOT NULL,
        next_attempt_at timestamptz NOT NULL,
        claimed_until timestamptz,
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        sent_at timestamptz,
        given_up_at timestamptz
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND given_up_at IS NULL;
      CREATE INDEX mail_outbox_tenant ON mail_outbox (tenant_id, id DESC);
      CREATE INDEX mail_outbox_user ON mail_outbox (user_id);
      CREATE UNIQUE INDEX email_subscriptions_address ON email_subscriptions (tenant_id, lower(address))`,
  },
];
