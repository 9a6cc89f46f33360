import type { Migration } from './Migration';

/**
 * The tables of planning: planner crews and membership crews (`kind`), who manages them and who is in them, rate
 * cards with items and documents, mobile documents, and calendar subscriptions. There is no contacts or companies
 * table in the core, so `contact_id` and `company_id` are plain ints without a foreign key.
 */
export const planningMigrations: readonly Migration[] = [
  {
    name: 'planning: planner crews, membership crews and memberships',
    sql: `
      CREATE TABLE planner_crew_types (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        name text NOT NULL
      );
      CREATE TABLE planner_crews (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        kind text NOT NULL CHECK (kind IN ('planner', 'membership')),
        type_id int REFERENCES planner_crew_types,
        name text NOT NULL,
        description text,
        contact_id int,
        functions text[] NOT NULL DEFAULT '{}',
        tags text[] NOT NULL DEFAULT '{}',
        regions text[] NOT NULL DEFAULT '{}',
        skills text[] NOT NULL DEFAULT '{}',
        created_by int REFERENCES persons,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE planner_crew_managers (
        planner_crew_id int NOT NULL REFERENCES planner_crews ON DELETE CASCADE,
        person_id int NOT NULL REFERENCES persons,
        PRIMARY KEY (planner_crew_id, person_id)
      );
      CREATE TABLE planner_crew_memberships (
        id serial PRIMARY KEY,
        planner_crew_id int NOT NULL REFERENCES planner_crews ON DELETE CASCADE,
        person_id int NOT NULL REFERENCES persons,
        function text,
        added_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (planner_crew_id, person_id)
      );
      CREATE INDEX planner_crew_memberships_person ON planner_crew_memberships (person_id)`,
  },
  {
    name: 'planning: rate cards, mobile documents and calendar subscriptions',
    sql: `
      CREATE TABLE rate_cards (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        company_id int,
        name text NOT NULL,
        currency text NOT NULL DEFAULT 'EUR',
        valid_from date NOT NULL,
        valid_to date CHECK (valid_to >= valid_from)
      );
      CREATE TABLE rate_card_items (
        id serial PRIMARY KEY,
        rate_card_id int NOT NULL REFERENCES rate_cards ON DELETE CASCADE,
        function text NOT NULL,
        unit text NOT NULL CHECK (unit IN ('hour', 'day', 'shift')),
        rate numeric(10, 2) NOT NULL,
        overtime_rate numeric(10, 2),
        minimum_hours numeric(5, 2)
      );
      CREATE TABLE mobile_documents (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        kind text NOT NULL CHECK (kind IN ('companyDocument', 'rateAgreement', 'rateCard')),
        rate_card_id int REFERENCES rate_cards,
        title text NOT NULL,
        file_name text NOT NULL,
        published_on date NOT NULL
      );
      CREATE TABLE calendar_subscriptions (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        token text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        refreshed_at timestamptz
      )`,
  },
  {
    // The project cost view: what a person of this function costs per unit of the card (hour, day, shift) when no
    // staff contract says their wage; null when unknown.
    name: 'planning: cost rate of rate card items',
    sql: 'ALTER TABLE rate_card_items ADD COLUMN cost_rate numeric(10,2) CHECK (cost_rate >= 0)',
  },
  {
    // Find best person: how far a crew member lives from the venue (their home's coordinates, null when not known)
    // and whether the venue is in their region (the venue's region code, from the reference list `regions`).
    name: 'planning: home coordinates of persons and region of venues for find best person',
    sql: `
      ALTER TABLE persons
        ADD COLUMN home_latitude double precision CHECK (home_latitude BETWEEN -90 AND 90),
        ADD COLUMN home_longitude double precision CHECK (home_longitude BETWEEN -180 AND 180),
        ADD CONSTRAINT persons_home_coordinates CHECK ((home_latitude IS NULL) = (home_longitude IS NULL));
      ALTER TABLE locations ADD COLUMN region_code text`,
  },
];
