import type { Migration } from './Migration';

/** The tables of this part of the product. */
export const documentsMigrations: readonly Migration[] = [
  {
    name: 'uploads: files kept in the database, pending approval',
    sql: `
      CREATE TABLE uploads (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        owner_type text NOT NULL,
        owner_id text NOT NULL,
        uploaded_by int REFERENCES persons,
        file_name text NOT NULL,
        mime_type text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('pdf', 'png', 'jpeg', 'webp', 'gif', 'heic')),
        width int,
        height int,
        size_bytes int NOT NULL,
        bytes bytea NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        uploaded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX uploads_owner ON uploads (tenant_id, owner_type, owner_id)`,
  },
];
