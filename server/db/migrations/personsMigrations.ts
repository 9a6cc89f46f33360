import type { Migration } from './Migration';

/** The tables of this part: profile fields on persons, pictures, profile access, push, vacation, password resets. */
export const personsMigrations: readonly Migration[] = [
  {
    name: 'persons: profile fields, pictures and profile access',
    sql: `
      ALTER TABLE persons ADD COLUMN email text;
      ALTER TABLE persons ADD COLUMN phone text;
      ALTER TABLE persons ADD COLUMN city text;
      ALTER TABLE persons ADD COLUMN country_code text;
      ALTER TABLE persons ADD COLUMN region_code text;
      ALTER TABLE persons ADD COLUMN nationality_code text;
      ALTER TABLE persons ADD COLUMN birth_date date;
      ALTER TABLE persons ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Amsterdam';
      CREATE TABLE profile_pictures (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        file_name text NOT NULL,
        mime_type text NOT NULL,
        bytes bytea NOT NULL,
        width int,
        height int,
        uploaded_by_user int REFERENCES users,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz
      );
      CREATE INDEX profile_pictures_person ON profile_pictures (person_id, uploaded_at);
      CREATE TABLE profile_access (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        contact_id int REFERENCES contacts,
        user_id int REFERENCES users,
        permissions text[] NOT NULL,
        granted_by_user int NOT NULL REFERENCES users,
        granted_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((contact_id IS NULL) <> (user_id IS NULL))
      );
      CREATE UNIQUE INDEX profile_access_contact ON profile_access (person_id, contact_id) WHERE contact_id IS NOT NULL;
      CREATE UNIQUE INDEX profile_access_user ON profile_access (person_id, user_id) WHERE user_id IS NOT NULL`,
  },
  {
    name: 'persons: push subscriptions, vacation requests, password resets',
    sql: `
      CREATE TABLE push_subscriptions (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        expiration_time bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE vacation_requests (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        start_date date NOT NULL,
        end_date date NOT NULL CHECK (end_date >= start_date),
        paid boolean NOT NULL,
        reason text NOT NULL,
        status text NOT NULL CHECK (status IN ('requested', 'approved', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      );
      CREATE INDEX vacation_requests_person ON vacation_requests (person_id, start_date);
      CREATE TABLE password_resets (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
  },
  {
    name: 'persons: address and map service',
    sql: `
      ALTER TABLE persons ADD COLUMN street text;
      ALTER TABLE persons ADD COLUMN postal_code text;
      ALTER TABLE persons ADD COLUMN map_service text NOT NULL DEFAULT 'google' CHECK (map_service IN ('google', 'apple', 'openStreetMap'))`,
  },
];
