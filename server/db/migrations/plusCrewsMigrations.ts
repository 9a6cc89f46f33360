import type { Migration } from './Migration';

/**
 * The tables of plus crews: the crews with their base settings (minimum target, bonus share), members, value
 * settings (what counts, with which weight) and the value data entered per period.
 */
export const plusCrewsMigrations: readonly Migration[] = [
  {
    name: 'plus crews, values and value data',
    sql: `
      CREATE TABLE plus_crew_types (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        name text NOT NULL
      );
      CREATE TABLE plus_crews (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        number text NOT NULL,
        name text NOT NULL,
        type_id int REFERENCES plus_crew_types,
        minimum_target numeric(12, 2) NOT NULL CHECK (minimum_target >= 0),
        bonus_percentage numeric(5, 2) NOT NULL CHECK (bonus_percentage BETWEEN 0 AND 100),
        UNIQUE (tenant_id, number)
      );
      CREATE TABLE plus_crew_members (
        plus_crew_id int NOT NULL REFERENCES plus_crews ON DELETE CASCADE,
        person_id int NOT NULL REFERENCES persons,
        PRIMARY KEY (plus_crew_id, person_id)
      );
      CREATE TABLE plus_crew_values (
        id serial PRIMARY KEY,
        plus_crew_id int NOT NULL REFERENCES plus_crews ON DELETE CASCADE,
        name text NOT NULL,
        value_type text NOT NULL CHECK (value_type IN ('turnover', 'hours', 'costs')),
        weight numeric(6, 3) NOT NULL DEFAULT 1 CHECK (weight >= 0),
        active boolean NOT NULL DEFAULT true
      );
      CREATE TABLE plus_crew_value_datas (
        id serial PRIMARY KEY,
        plus_crew_value_id int NOT NULL REFERENCES plus_crew_values ON DELETE CASCADE,
        date_from date NOT NULL,
        date_to date NOT NULL CHECK (date_to >= date_from),
        value numeric(12, 2) NOT NULL,
        type text NOT NULL CHECK (type IN ('manual', 'invoice', 'payroll', 'correction')),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX plus_crew_value_datas_value ON plus_crew_value_datas (plus_crew_value_id, date_from)`,
  },
];
