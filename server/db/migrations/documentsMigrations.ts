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
  {
    name: 'documents, their types, signatories and signatures',
    sql: `
      CREATE TABLE document_types (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        name text NOT NULL,
        category text NOT NULL CHECK (category IN ('general', 'contract', 'training', 'identity', 'socialSecurity', 'information')),
        parameters jsonb NOT NULL DEFAULT '{}'
      );
      CREATE TABLE documents (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        type_id int REFERENCES document_types,
        caption text NOT NULL,
        description text,
        owner_type text NOT NULL CHECK (owner_type IN ('person', 'staffContract', 'receipt', 'invoice', 'company', 'contact', 'project')),
        owner_id text NOT NULL,
        person_id int REFERENCES persons,
        state text NOT NULL CHECK (state IN ('toSign', 'signed', 'toUpload', 'verifying', 'informationReady', 'approved', 'rejected')),
        crew_chief_only boolean NOT NULL DEFAULT false,
        training boolean NOT NULL DEFAULT false,
        parameters jsonb NOT NULL DEFAULT '{}',
        document_number text,
        valid_until date,
        due_date date,
        upload_id int REFERENCES uploads,
        signed_upload_id int REFERENCES uploads,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX documents_owner ON documents (tenant_id, owner_type, owner_id);
      CREATE INDEX documents_person ON documents (person_id);
      CREATE TABLE document_signatories (
        id serial PRIMARY KEY,
        document_id int NOT NULL REFERENCES documents ON DELETE CASCADE,
        position int NOT NULL,
        name text NOT NULL,
        person_id int REFERENCES persons,
        contact_number text,
        status text NOT NULL CHECK (status IN ('Ready to sign', 'On Going', 'Signed')),
        signature_png bytea,
        rating int CHECK (rating BETWEEN 1 AND 5),
        form_fields jsonb,
        signed_at timestamptz,
        CHECK (person_id IS NOT NULL OR contact_number IS NOT NULL),
        UNIQUE (document_id, position)
      );
      CREATE TABLE document_signatures (
        id serial PRIMARY KEY,
        signatory_id int NOT NULL REFERENCES document_signatories ON DELETE CASCADE,
        caption text NOT NULL,
        page int NOT NULL DEFAULT 1,
        signed boolean NOT NULL DEFAULT false,
        signed_at timestamptz
      )`,
  },
];
