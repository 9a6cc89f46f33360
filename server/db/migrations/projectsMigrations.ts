import type { Migration } from './Migration';

/**
 * The tables of projects, crew items and crew members. Alters the core `locations`, `projects`, `crews` and
 * `crew_items` tables with the fields section 2 and 3 name (company, client mark, dates, crew chief, catering …).
 * `company_id` and `contact_id` point at the companies part's tables (which run first). Who chiefs a crew lives in the
 * crews part's `crew_chiefs` table (created after these, read at run time).
 */
export const projectsMigrations: readonly Migration[] = [
  {
    name: 'projects: project, crew and crew item fields',
    sql: `
      ALTER TABLE locations ADD COLUMN postal_code text, ADD COLUMN country text;
      ALTER TABLE projects
        ADD COLUMN client_mark text,
        ADD COLUMN begin_date date,
        ADD COLUMN end_date date,
        ADD COLUMN reference text,
        ADD COLUMN rate_card text,
        ADD COLUMN comment text,
        ADD COLUMN closed boolean NOT NULL DEFAULT false,
        ADD COLUMN requested boolean NOT NULL DEFAULT false,
        ADD COLUMN company_id int,
        ADD COLUMN contact_id int,
        ADD COLUMN contact_name text,
        ADD COLUMN contact_phone text,
        ADD COLUMN contact_email text,
        ADD COLUMN crew_chief_person_id int REFERENCES persons,
        ADD COLUMN manager_person_id int REFERENCES persons,
        ADD COLUMN client_person_id int REFERENCES persons,
        ADD COLUMN location_id int REFERENCES locations,
        ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5),
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT projects_dates CHECK (end_date >= begin_date);
      ALTER TABLE crews
        ADD COLUMN catering text,
        ADD COLUMN internal_info text,
        ADD COLUMN external_info text,
        ADD COLUMN crew_info text,
        ADD COLUMN crew_chief_info text,
        ADD COLUMN contact_on_site_name text,
        ADD COLUMN contact_on_site_phone text;
      ALTER TABLE crew_items
        ADD COLUMN no_show boolean NOT NULL DEFAULT false,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
      CREATE INDEX crew_items_crew ON crew_items (crew_id, start_date);
      CREATE INDEX projects_tenant_begin ON projects (tenant_id, begin_date)`,
  },
  {
    name: 'projects: crew item status history',
    sql: `
      CREATE TABLE crew_item_statuses (
        id serial PRIMARY KEY,
        crew_item_id int NOT NULL REFERENCES crew_items ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed')),
        action text NOT NULL CHECK (action IN ('created', 'set', 'activate', 'notNeeded', 'reactivate', 'noShow',
          'applied', 'unapplied', 'changed')),
        remark text,
        by_person_id int REFERENCES persons,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX crew_item_statuses_item ON crew_item_statuses (crew_item_id, id)`,
  },
  {
    name: 'projects: crew member ratings, functions, tags and skills',
    sql: `
      CREATE TABLE crew_rating_types (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        name text NOT NULL,
        description text NOT NULL,
        UNIQUE (tenant_id, name)
      );
      CREATE TABLE crew_member_ratings (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        rating_type_id int NOT NULL REFERENCES crew_rating_types,
        score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
        comment text,
        crew_item_id int REFERENCES crew_items,
        rated_by_person_id int REFERENCES persons,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX crew_member_ratings_person ON crew_member_ratings (person_id);
      CREATE TABLE crew_member_functions (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        function text NOT NULL,
        level text NOT NULL CHECK (level IN ('junior', 'medior', 'senior')),
        UNIQUE (person_id, function)
      );
      CREATE TABLE crew_member_tags (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        tag text NOT NULL,
        UNIQUE (person_id, tag)
      );
      CREATE TABLE crew_member_skills (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        skill text NOT NULL,
        document_name text NOT NULL,
        valid_until date
      )`,
  },
  {
    name: 'projects: company and contact links',
    sql: `
      ALTER TABLE projects
        ADD CONSTRAINT projects_company FOREIGN KEY (company_id) REFERENCES companies,
        ADD CONSTRAINT projects_contact FOREIGN KEY (contact_id) REFERENCES contacts;
      CREATE INDEX projects_company ON projects (company_id);
      CREATE INDEX projects_contact ON projects (contact_id)`,
  },
  {
    // Section 3 "calculated versus fixed values": what was agreed for the project, or for one of its crews (crew_id);
    // a null value is not agreed. One row per project and one per crew (the partial unique indexes).
    name: 'projects: fixed (agreed) values of projects and crews',
    sql: `
      CREATE TABLE project_fixed_values (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects ON DELETE CASCADE,
        crew_id int REFERENCES crews ON DELETE CASCADE,
        hours numeric(8,2) CHECK (hours >= 0),
        positions int CHECK (positions >= 0),
        cost numeric(10,2) CHECK (cost >= 0),
        revenue numeric(10,2) CHECK (revenue >= 0),
        updated_by int REFERENCES persons,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX project_fixed_values_project ON project_fixed_values (project_id) WHERE crew_id IS NULL;
      CREATE UNIQUE INDEX project_fixed_values_crew ON project_fixed_values (crew_id) WHERE crew_id IS NOT NULL`,
  },
  {
    name: 'projects: index of who last changed fixed values',
    sql: 'CREATE INDEX project_fixed_values_updated_by ON project_fixed_values (updated_by)',
  },
];
