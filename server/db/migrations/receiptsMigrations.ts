import type { Migration } from './Migration';

/**
 * The tables of this part of the product: receipt types, receipts, invoices and their lines. Money is numeric(10,2),
 * VAT a percentage. Receipts and invoices point at the companies part's `companies` and `contacts`.
 */
export const receiptsMigrations: readonly Migration[] = [
  {
    name: 'receipts: receipt types, receipts, invoices and their items',
    sql: `
      CREATE TABLE receipt_types (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        name text NOT NULL,
        UNIQUE (tenant_id, name)
      );
      CREATE TABLE receipts (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        number text NOT NULL,
        type_id int NOT NULL REFERENCES receipt_types,
        person_id int NOT NULL REFERENCES persons,
        company_id int REFERENCES companies,
        project_id int REFERENCES projects,
        date date NOT NULL,
        supplier text NOT NULL,
        description text,
        status text NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tenant_id, number)
      );
      CREATE INDEX receipts_tenant_date ON receipts (tenant_id, date);
      CREATE TABLE receipt_items (
        id serial PRIMARY KEY,
        receipt_id int NOT NULL REFERENCES receipts ON DELETE CASCADE,
        description text NOT NULL,
        quantity numeric(10,2) NOT NULL CHECK (quantity >= 0),
        unit_price numeric(10,2) NOT NULL CHECK (unit_price >= 0),
        vat_rate int NOT NULL CHECK (vat_rate IN (0, 9, 20, 21))
      );
      CREATE INDEX receipt_items_receipt ON receipt_items (receipt_id);
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        number text NOT NULL,
        company_id int NOT NULL REFERENCES companies,
        project_id int REFERENCES projects,
        contact_id int REFERENCES contacts,
        invoice_date date NOT NULL,
        due_date date NOT NULL CHECK (due_date >= invoice_date),
        status text NOT NULL CHECK (status IN ('draft', 'sent', 'paid', 'cancelled')),
        reference text,
        comment text,
        paid_on date,
        UNIQUE (tenant_id, number)
      );
      CREATE INDEX invoices_company ON invoices (company_id, invoice_date);
      CREATE TABLE invoice_items (
        id serial PRIMARY KEY,
        invoice_id int NOT NULL REFERENCES invoices,
        description text NOT NULL,
        quantity numeric(10,2) NOT NULL CHECK (quantity >= 0),
        unit_price numeric(10,2) NOT NULL CHECK (unit_price >= 0),
        vat_rate int NOT NULL CHECK (vat_rate IN (0, 9, 20, 21))
      );
      CREATE INDEX invoice_items_invoice ON invoice_items (invoice_id)`,
  },
];
