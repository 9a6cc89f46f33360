import type { Migration } from './Migration';

/**
 * Links the office makes to show one invoice or receipt without a login: a random token (in the link), the record, who
 * made it, until when it holds, and when it was withdrawn. The token is kept as it is so the office can hand the same
 * link out again; it opens that one record only, read-only, until it expires or is withdrawn.
 */
export const shareLinkMigrations: readonly Migration[] = [
  {
    name: 'share links of invoices and receipts',
    sql: `
      CREATE TABLE share_links (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        kind text NOT NULL CHECK (kind IN ('invoice', 'receipt')),
        record_id int NOT NULL,
        token text NOT NULL UNIQUE,
        created_by int NOT NULL REFERENCES users,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX share_links_record ON share_links (tenant_id, kind, record_id);
      CREATE INDEX share_links_created_by ON share_links (created_by)`,
  },
];
