import type { Migration } from './Migration';

/** The tables of this part of the product: staff contracts, payrolls, their documents and items. Money is numeric(10,2). */
export const payrollsMigrations: readonly Migration[] = [
  {
    name: 'payrolls: staff contracts, payrolls, payroll documents and items',
    sql: `
      CREATE TABLE staff_contracts (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        person_id int NOT NULL REFERENCES persons,
        number text NOT NULL,
        kind text NOT NULL,
        function text NOT NULL,
        start_date date NOT NULL,
        end_date date CHECK (end_date >= start_date),
        hourly_wage numeric(10,2) NOT NULL CHECK (hourly_wage >= 0),
        quota_hours numeric(8,2) NOT NULL CHECK (quota_hours >= 0),
        opening_balance_hours numeric(8,2) NOT NULL DEFAULT 0,
        vacation_days numeric(6,2) NOT NULL CHECK (vacation_days >= 0),
        UNIQUE (tenant_id, number)
      );
      CREATE INDEX staff_contracts_person ON staff_contracts (person_id, start_date);
      CREATE TABLE payrolls (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        person_id int NOT NULL REFERENCES persons,
        staff_contract_id int REFERENCES staff_contracts,
        number text NOT NULL,
        period_start date NOT NULL,
        period_end date NOT NULL CHECK (period_end >= period_start),
        status text NOT NULL CHECK (status IN ('open', 'final', 'paid')),
        tax_rate numeric(4,3) NOT NULL CHECK (tax_rate >= 0 AND tax_rate < 1),
        paid_on date,
        UNIQUE (tenant_id, number)
      );
      CREATE INDEX payrolls_person ON payrolls (person_id, period_start);
      CREATE TABLE payroll_documents (
        id serial PRIMARY KEY,
        payroll_id int NOT NULL REFERENCES payrolls,
        type text NOT NULL CHECK (type IN ('payslip', 'annualStatement', 'timesheet')),
        title text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (payroll_id, type)
      );
      CREATE TABLE payroll_items (
        id serial PRIMARY KEY,
        payroll_id int NOT NULL REFERENCES payrolls,
        crew_item_id int REFERENCES crew_items,
        work_date date NOT NULL,
        description text NOT NULL,
        hours numeric(6,2) NOT NULL CHECK (hours >= 0),
        rate numeric(10,2) NOT NULL CHECK (rate >= 0),
        allowance numeric(10,2) NOT NULL DEFAULT 0 CHECK (allowance >= 0),
        remarks text,
        status text NOT NULL CHECK (status IN ('toConfirm', 'confirmed', 'declined')),
        confirmed_at timestamptz,
        declined_at timestamptz,
        decline_reason text
      );
      CREATE INDEX payroll_items_payroll ON payroll_items (payroll_id, work_date)`,
  },
];
