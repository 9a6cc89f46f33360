import type { Db } from '../kernel/database';
import type { Migration } from './migrations/Migration';
import { domainMigrations } from './migrations/domainMigrations';
import { scaleMigrations } from './migrations/scaleMigrations';
import { authMigrations } from './migrations/authMigrations';
import { pushMigrations } from './migrations/pushMigrations';
import { mailMigrations } from './migrations/mailMigrations';
import { shareLinkMigrations } from './migrations/shareLinkMigrations';
import { publicProfileMigrations } from './migrations/publicProfileMigrations';
import { messagesMigrations } from './migrations/messagesMigrations';
import { projectLogoMigrations } from './migrations/projectLogoMigrations';
import { availabilityMigrations } from './migrations/availabilityMigrations';
import { workedHoursMigrations } from './migrations/workedHoursMigrations';

/**
 * The schema, in order. Append a new entry to change it; never edit one that has shipped.
 * Dates are `date`, clock times `HH:MM` text, rights a `RightsMap` in jsonb.
 */
const coreMigrations: readonly Migration[] = [
  {
    name: 'tenants, persons and users',
    sql: `
      CREATE TABLE tenants (
        id serial PRIMARY KEY,
        name text NOT NULL,
        meta_host_name text NOT NULL UNIQUE,
        is_fallback boolean NOT NULL DEFAULT false,
        default_language text NOT NULL,
        mobile_theme text NOT NULL,
        background_url text,
        background_color_code text,
        favicon_url text,
        use_user_language boolean NOT NULL,
        meta_description text NOT NULL
      );
      CREATE TABLE persons (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        first_name text NOT NULL,
        last_name text NOT NULL,
        personal boolean NOT NULL DEFAULT true,
        contact_number text
      );
      CREATE TABLE users (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        login text NOT NULL CHECK (login = lower(login)),
        password_hash text NOT NULL,
        token_type text NOT NULL CHECK (token_type IN ('user', 'project', 'pluscrew')),
        person_id int REFERENCES persons,
        login_types text[] NOT NULL DEFAULT '{}',
        language text NOT NULL DEFAULT 'en',
        project_number text,
        plus_crew_number text,
        rights jsonb NOT NULL DEFAULT '{}',
        mailbox_rights jsonb NOT NULL DEFAULT '{}',
        UNIQUE (tenant_id, login)
      );`,
  },
  {
    name: 'projects, crews and crew items',
    sql: `
      CREATE TABLE locations (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        name text NOT NULL,
        address text NOT NULL,
        city text NOT NULL
      );
      CREATE TABLE projects (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        number text NOT NULL,
        name text NOT NULL,
        client text NOT NULL,
        UNIQUE (tenant_id, number)
      );
      CREATE TABLE crews (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects,
        name text NOT NULL,
        location_id int REFERENCES locations,
        crew_chief_name text,
        crew_chief_phone text
      );
      CREATE TABLE crew_items (
        id serial PRIMARY KEY,
        crew_id int NOT NULL REFERENCES crews,
        person_id int REFERENCES persons,
        function text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL CHECK (end_date >= start_date),
        start_time text NOT NULL,
        end_time text NOT NULL,
        status text NOT NULL CHECK (status IN ('requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed')),
        crew_chief_only boolean NOT NULL DEFAULT false,
        to_confirm boolean NOT NULL DEFAULT false,
        confirmed_at timestamptz,
        applied_for boolean NOT NULL DEFAULT false,
        remarks text
      );
      CREATE INDEX crew_items_person ON crew_items (person_id, start_date);`,
  },
  {
    name: 'block dates, absences and bank holidays',
    sql: `
      CREATE TABLE block_dates (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        start_date date NOT NULL,
        end_date date CHECK (end_date >= start_date),
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX block_dates_person ON block_dates (person_id, start_date);
      CREATE TABLE absences (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        kind text NOT NULL CHECK (kind IN ('vacationPaid', 'vacationUnpaid', 'sickDay', 'absence')),
        start_date date NOT NULL,
        end_date date NOT NULL CHECK (end_date >= start_date),
        reason text
      );
      CREATE TABLE bank_holidays (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        date date NOT NULL,
        name text NOT NULL
      );`,
  },
  {
    name: 'tenant host names, watermark and disabled screens',
    sql: `
      CREATE TABLE tenant_hosts (
        host_name text PRIMARY KEY CHECK (host_name = lower(host_name)),
        tenant_id int NOT NULL REFERENCES tenants
      );
      CREATE INDEX tenant_hosts_tenant ON tenant_hosts (tenant_id);
      INSERT INTO tenant_hosts (host_name, tenant_id) SELECT lower(meta_host_name), id FROM tenants;
      ALTER TABLE tenants ADD COLUMN watermark text;
      ALTER TABLE tenants ADD COLUMN disabled_screens text[] NOT NULL DEFAULT '{}';`,
  },
  {
    // Each tenant's overlay (screens off, menu places, own screens, texts) in revisions; the screens a tenant had
    // switched off become its first revision.
    name: 'tenant overlay revisions',
    sql: `
      CREATE TABLE tenant_overlay_revisions (
        tenant_id int NOT NULL REFERENCES tenants,
        revision int NOT NULL CHECK (revision > 0),
        overlay jsonb NOT NULL,
        author text NOT NULL,
        reason text NOT NULL,
        restored_from int,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, revision)
      );
      ALTER TABLE tenants ADD COLUMN overlay_revision int NOT NULL DEFAULT 0;
      INSERT INTO tenant_overlay_revisions (tenant_id, revision, overlay, author, reason, created_at)
        SELECT t.id, 1, jsonb_build_object(
            'screens', COALESCE((SELECT jsonb_object_agg(s.id, jsonb_build_object('enabled', false)) FROM unnest(t.disabled_screens) AS s(id)), '{}'::jsonb),
            'files', '{}'::jsonb, 'texts', '{}'::jsonb),
          'system', 'The configuration before revisions were kept', now()
        FROM tenants t;
      UPDATE tenants SET overlay_revision = 1;
      ALTER TABLE tenants DROP COLUMN disabled_screens`,
  },
];

/** Every migration in order: the core tables, each part of the product's, then the indexes a large tenant needs. Names are unique and recorded. */
export const migrations: readonly Migration[] = [...coreMigrations, ...domainMigrations, ...scaleMigrations, ...authMigrations, ...pushMigrations, ...mailMigrations, ...messagesMigrations, ...shareLinkMigrations, ...publicProfileMigrations, ...projectLogoMigrations, ...availabilityMigrations, ...workedHoursMigrations];

/** Applies the migrations not yet recorded (by name) in the `migrations` table, each in its own transaction. */
export async function runMigrations(db: Db): Promise<void> {
  await db.query('CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = await db.query<{ name: string }>('SELECT name FROM migrations');
  const done = new Set(applied.rows.map((row) => row.name));
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO migrations (name) VALUES ($1)', [migration.name]);
    });
  }
}

/** Our migrations hold no semicolons inside strings, so splitting on `;` is safe and keeps one statement per query. */
function splitStatements(sql: string): string[] {
  return sql.split(';').map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}
