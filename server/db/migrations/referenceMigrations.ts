import type { Migration } from './Migration';

/** The tables of this part of the product: activities (logs and todos on any record) and the reference lists. */
export const referenceMigrations: readonly Migration[] = [
  {
    name: 'reference: activities',
    sql: `
      CREATE TABLE activities (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        subject_type text NOT NULL CHECK (subject_type IN
          ('payroll', 'payrollItem', 'receipt', 'invoice', 'crewItem', 'project', 'person')),
        subject_id int NOT NULL,
        caption text NOT NULL,
        type text NOT NULL CHECK (type IN ('LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM')),
        body text NOT NULL,
        person_party int REFERENCES persons,
        category text,
        parameters jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by_user int NOT NULL REFERENCES users
      );
      CREATE INDEX activities_subject ON activities (tenant_id, subject_type, subject_id);
      CREATE INDEX activities_creator ON activities (created_by_user, created_at)`,
  },
  {
    name: 'reference: lists',
    sql: `
      CREATE TABLE reference_items (
        id serial PRIMARY KEY,
        tenant_id int REFERENCES tenants,
        list text NOT NULL CHECK (list IN ('activityTypes', 'cateringAgreementTypes', 'chargeTypes', 'countries',
          'nationalities', 'regions', 'insurance', 'functions', 'statuses', 'messageTypes', 'qualityCheckTypes',
          'taxTypes', 'permissionTypes')),
        code text NOT NULL,
        caption text NOT NULL,
        position int NOT NULL DEFAULT 0,
        details jsonb NOT NULL DEFAULT '{}'
      );
      CREATE UNIQUE INDEX reference_items_code ON reference_items (coalesce(tenant_id, 0), list, code)`,
  },
];
