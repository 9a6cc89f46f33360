import type { Migration } from './Migration';

/**
 * The tables of project crews on site: who chiefs a crew, its delivery note and crew chief sheet, the hours
 * confirmation, security checks, live locations and crew checks. Signatures are PNG bytes.
 */
export const crewsMigrations: readonly Migration[] = [
  {
    name: 'crews: crew chiefs, crew sheets and hours confirmations',
    sql: `
      CREATE TABLE crew_chiefs (
        crew_id int NOT NULL REFERENCES crews,
        person_id int NOT NULL REFERENCES persons,
        PRIMARY KEY (crew_id, person_id)
      );
      CREATE TABLE crew_sheets (
        crew_id int NOT NULL REFERENCES crews,
        kind text NOT NULL CHECK (kind IN ('deliveryNote', 'crewChiefSheet')),
        released_at timestamptz,
        released_by int REFERENCES persons,
        signed_at timestamptz,
        signed_by_name text,
        signed_by_person int REFERENCES persons,
        signature bytea,
        sent_at timestamptz,
        PRIMARY KEY (crew_id, kind),
        CHECK (signed_at IS NULL OR (released_at IS NOT NULL AND signature IS NOT NULL)),
        CHECK (sent_at IS NULL OR signed_at IS NOT NULL)
      );
      CREATE TABLE crew_hours_confirmations (
        crew_id int PRIMARY KEY REFERENCES crews,
        person_id int NOT NULL REFERENCES persons,
        confirmed_at timestamptz NOT NULL,
        remarks text
      )`,
  },
  {
    name: 'crews: security checks, live locations and crew checks',
    sql: `
      CREATE TABLE security_checks (
        id serial PRIMARY KEY,
        crew_id int NOT NULL REFERENCES crews,
        form_name text NOT NULL,
        check_date date NOT NULL,
        shift text NOT NULL CHECK (shift IN ('early', 'day', 'late', 'night')),
        answers jsonb NOT NULL DEFAULT '[]',
        filled_by int REFERENCES persons,
        signed_at timestamptz,
        signed_by_name text,
        signature bytea,
        sent_at timestamptz,
        UNIQUE (crew_id, form_name, check_date, shift),
        CHECK (sent_at IS NULL OR signed_at IS NOT NULL)
      );
      CREATE TABLE live_locations (
        id serial PRIMARY KEY,
        crew_id int NOT NULL REFERENCES crews,
        person_id int NOT NULL REFERENCES persons,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        accuracy double precision NOT NULL CHECK (accuracy >= 0),
        recorded_at timestamptz NOT NULL
      );
      CREATE INDEX live_locations_crew ON live_locations (crew_id, person_id, recorded_at);
      CREATE TABLE crew_checks (
        id serial PRIMARY KEY,
        crew_id int NOT NULL REFERENCES crews,
        person_id int NOT NULL REFERENCES persons,
        kind text NOT NULL CHECK (kind IN ('checkIn', 'checkOut')),
        checked_at timestamptz NOT NULL,
        latitude double precision,
        longitude double precision,
        signed_at timestamptz,
        signed_by_name text,
        signature bytea
      );
      CREATE INDEX crew_checks_crew ON crew_checks (crew_id, person_id, checked_at)`,
  },
  {
    // Check-in compares the device's position with the venue's; a venue without coordinates only shows the position.
    name: 'crews: venue coordinates for check-ins',
    sql: `
      ALTER TABLE locations
        ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
        ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
        ADD CONSTRAINT locations_coordinates CHECK ((latitude IS NULL) = (longitude IS NULL))`,
  },
  {
    // A crew is planned before its positions: the days and times it works, which its positions start from. A crew's
    // days as lists show them span these and its positions' days; both empty for a crew planned by its positions only.
    name: 'crews: planned days and times',
    sql: `
      ALTER TABLE crews
        ADD COLUMN start_date date, ADD COLUMN end_date date, ADD COLUMN start_time text, ADD COLUMN end_time text,
        ADD CONSTRAINT crews_days CHECK ((start_date IS NULL) = (end_date IS NULL) AND end_date >= start_date)`,
  },
];
