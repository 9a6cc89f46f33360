import type { Migration } from './Migration';

/**
 * A person's public profile (product spec section 2, `/public-profile/{personId}`): whether they show one, which parts
 * besides their name (picture, functions, skills, rating) and a short text about themselves. A person without a row
 * has none: it is off until they turn it on.
 */
export const publicProfileMigrations: readonly Migration[] = [
  {
    name: 'public profiles of persons',
    sql: `
      CREATE TABLE public_profiles (
        person_id int PRIMARY KEY REFERENCES persons,
        shown boolean NOT NULL DEFAULT false,
        parts text[] NOT NULL DEFAULT '{}' CHECK (parts <@ ARRAY['picture', 'functions', 'skills', 'rating']::text[]),
        about text,
        updated_at timestamptz NOT NULL
      )`,
  },
];
