import type { Migration } from './Migration';

/**
 * Issue 37 (availability): the days, or parts of days, a crew member says they can work (the opposite of a blocked
 * date), which find best person and the planning calendar read; and the company's minimum rest between two jobs of
 * one person (a planner is warned below it, default 11 hours as in the EU working-time directive).
 */
export const availabilityMigrations: readonly Migration[] = [
  {
    name: 'availability: days a crew member can work, minimum rest between jobs',
    sql: `
      CREATE TABLE availabilities (
        id serial PRIMARY KEY,
        person_id int NOT NULL REFERENCES persons,
        start_date date NOT NULL,
        end_date date CHECK (end_date >= start_date),
        part text NOT NULL DEFAULT 'wholeDay' CHECK (part IN ('wholeDay', 'morning', 'afternoon', 'evening')),
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX availabilities_person_days ON availabilities (person_id, start_date);
      ALTER TABLE company_settings ADD COLUMN minimum_rest_hours numeric(4, 1) NOT NULL DEFAULT 11
        CHECK (minimum_rest_hours BETWEEN 0 AND 48)`,
  },
];
