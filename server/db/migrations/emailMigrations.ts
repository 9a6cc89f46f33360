import type { Migration } from './Migration';

/** The tables of this part of the product. */
export const emailMigrations: readonly Migration[] = [
  {
    name: 'mailboxes, e-mail messages, attachments and unsubscribes',
    sql: `
      CREATE TABLE mailboxes (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        name text NOT NULL,
        address text NOT NULL
      );
      CREATE TABLE email_messages (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        mailbox_id int NOT NULL REFERENCES mailboxes,
        from_address text NOT NULL,
        from_name text,
        to_addresses jsonb NOT NULL DEFAULT '[]',
        cc_addresses jsonb NOT NULL DEFAULT '[]',
        subject text NOT NULL,
        body_html text NOT NULL,
        body_text text NOT NULL,
        received_at timestamptz NOT NULL,
        unread boolean NOT NULL DEFAULT true
      );
      CREATE INDEX email_messages_mailbox ON email_messages (mailbox_id, received_at DESC);
      CREATE TABLE email_attachments (
        id serial PRIMARY KEY,
        message_id int NOT NULL REFERENCES email_messages ON DELETE CASCADE,
        file_name text NOT NULL,
        mime_type text NOT NULL,
        bytes bytea NOT NULL
      );
      CREATE TABLE email_subscriptions (
        token text PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        address text NOT NULL,
        unsubscribed_at timestamptz
      )`,
  },
];
