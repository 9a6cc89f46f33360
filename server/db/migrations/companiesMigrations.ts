import type { Migration } from './Migration';

/** The tables of this part of the product: companies (the tenant's own and its clients), contacts, templates. */
export const companiesMigrations: readonly Migration[] = [
  {
    name: 'companies: companies, settings, contacts, templates, valued staff',
    sql: `
      CREATE TABLE companies (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        own boolean NOT NULL DEFAULT false,
        name text NOT NULL,
        client_mark text NOT NULL,
        street text NOT NULL,
        postal_code text NOT NULL,
        city text NOT NULL,
        country_code text NOT NULL,
        vat_number text,
        chamber_of_commerce text,
        email text,
        phone text,
        website text,
        logo_url text,
        UNIQUE (tenant_id, client_mark)
      );
      CREATE TABLE company_settings (
        company_id int PRIMARY KEY REFERENCES companies,
        currency text NOT NULL DEFAULT 'EUR',
        time_zone text NOT NULL DEFAULT 'Europe/Amsterdam',
        date_format text NOT NULL DEFAULT 'DD-MM-YYYY',
        payment_term_days int NOT NULL DEFAULT 30 CHECK (payment_term_days BETWEEN 0 AND 365),
        receipt_prefix text NOT NULL,
        invoice_prefix text NOT NULL,
        show_rates_to_crew boolean NOT NULL DEFAULT false,
        check_in_radius_meters int NOT NULL DEFAULT 250,
        map_service text NOT NULL DEFAULT 'google' CHECK (map_service IN ('google', 'apple', 'openStreetMap'))
      );
      CREATE TABLE contacts (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        company_id int NOT NULL REFERENCES companies,
        person_id int REFERENCES persons,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        phone text,
        role text NOT NULL
      );
      CREATE INDEX contacts_company ON contacts (company_id);
      CREATE TABLE templates (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        company_id int REFERENCES companies,
        type text NOT NULL CHECK (type IN ('receipt', 'invoice', 'email', 'deliveryNote', 'sms')),
        name text NOT NULL,
        subject text,
        body text NOT NULL
      );
      CREATE TABLE contact_valued_staff (
        contact_id int NOT NULL REFERENCES contacts,
        person_id int NOT NULL REFERENCES persons,
        value int NOT NULL CHECK (value BETWEEN 1 AND 5),
        note text,
        PRIMARY KEY (contact_id, person_id)
      )`,
  },
];
