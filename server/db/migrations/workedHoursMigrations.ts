import type { Migration } from './Migration';

/**
 * Hours to pay (issue 37, part A): what a crew member worked on a crew item's day, from check-in to check-out (breaks
 * are the gaps between a check-out and the next check-in that day) or entered by them with a reason when they could
 * not check in. The crew chief confirms them, the office approves them with the company's rounding rules (round to
 * `hours_rounding_minutes`, at least `minimum_call_hours`), correcting with a reason kept; approval writes the payroll
 * item. A missing check-out is flagged `check_out_margin_minutes` after the planned end, and its push claimed once
 * (`check_out_reminded_at`).
 */
export const workedHoursMigrations: readonly Migration[] = [
  {
    name: 'worked hours: check-in to pay',
    sql: `
      ALTER TABLE company_settings
        ADD COLUMN hours_rounding_minutes int NOT NULL DEFAULT 15 CHECK (hours_rounding_minutes BETWEEN 1 AND 60),
        ADD COLUMN minimum_call_hours numeric(4,2) NOT NULL DEFAULT 0 CHECK (minimum_call_hours BETWEEN 0 AND 24),
        ADD COLUMN check_out_margin_minutes int NOT NULL DEFAULT 60 CHECK (check_out_margin_minutes BETWEEN 0 AND 1440);
      CREATE TABLE worked_hours (
        id serial PRIMARY KEY,
        crew_item_id int NOT NULL REFERENCES crew_items,
        person_id int NOT NULL REFERENCES persons,
        work_date date NOT NULL,
        started_at timestamptz NOT NULL,
        ended_at timestamptz CHECK (ended_at > started_at),
        break_minutes int NOT NULL DEFAULT 0 CHECK (break_minutes >= 0),
        entered_reason text,
        confirmed_at timestamptz,
        confirmed_by int REFERENCES persons,
        corrected_hours numeric(6,2) CHECK (corrected_hours >= 0),
        correction_reason text,
        corrected_by int REFERENCES users,
        approved_at timestamptz,
        approved_by int REFERENCES users,
        approved_hours numeric(6,2),
        payroll_item_id int REFERENCES payroll_items,
        check_out_reminded_at timestamptz,
        UNIQUE (crew_item_id, work_date)
      );
      CREATE INDEX worked_hours_person ON worked_hours (person_id, work_date);
      ALTER TABLE push_messages DROP CONSTRAINT push_messages_kind_check;
      ALTER TABLE push_messages ADD CONSTRAINT push_messages_kind_check
        CHECK (kind IN ('jobOffered', 'jobChanged', 'documentToSign', 'preCall', 'message', 'missingCheckOut'))`,
  },
  {
    // Every foreign key is led by an index (tests/server/db/foreignKeyIndexes.test.ts): deleting a person, a login or a
    // payroll item reads only the worked hours that name it.
    name: 'worked hours: indexes of who confirmed, corrected and approved, and of the payroll item',
    sql: `
      CREATE INDEX worked_hours_confirmed_by ON worked_hours (confirmed_by);
      CREATE INDEX worked_hours_corrected_by ON worked_hours (corrected_by);
      CREATE INDEX worked_hours_approved_by ON worked_hours (approved_by);
      CREATE INDEX worked_hours_payroll_item ON worked_hours (payroll_item_id)`,
  },
];
