import type { Migration } from './Migration';

/** The tables of this part of the product. */
export const formsMigrations: readonly Migration[] = [
  {
    name: 'forms: sections, questions, assignments, results and answers',
    sql: `
      CREATE TABLE forms (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES tenants,
        title text NOT NULL,
        description text,
        kind text NOT NULL CHECK (kind IN ('questionnaire', 'training', 'securityCheck')),
        project_number text
      );
      CREATE TABLE form_sections (
        id serial PRIMARY KEY,
        form_id int NOT NULL REFERENCES forms ON DELETE CASCADE,
        position int NOT NULL,
        title text NOT NULL,
        UNIQUE (form_id, position)
      );
      CREATE TABLE form_questions (
        id serial PRIMARY KEY,
        section_id int NOT NULL REFERENCES form_sections ON DELETE CASCADE,
        position int NOT NULL,
        kind text NOT NULL CHECK (kind IN ('text', 'textarea', 'number', 'date', 'select', 'checkbox', 'file', 'signature')),
        label text NOT NULL,
        help text,
        required boolean NOT NULL DEFAULT false,
        options jsonb NOT NULL DEFAULT '{}',
        attachment_upload_id int REFERENCES uploads,
        UNIQUE (section_id, position)
      );
      CREATE TABLE form_assignments (
        form_id int NOT NULL REFERENCES forms ON DELETE CASCADE,
        person_id int NOT NULL REFERENCES persons,
        due_date date,
        PRIMARY KEY (form_id, person_id)
      );
      CREATE TABLE form_results (
        id serial PRIMARY KEY,
        form_id int NOT NULL REFERENCES forms,
        person_id int NOT NULL REFERENCES persons,
        status text NOT NULL CHECK (status IN ('draft', 'submitted')),
        score int,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        submitted_at timestamptz,
        sent_at timestamptz,
        UNIQUE (form_id, person_id)
      );
      CREATE TABLE form_answers (
        result_id int NOT NULL REFERENCES form_results ON DELETE CASCADE,
        question_id int NOT NULL REFERENCES form_questions,
        value jsonb,
        upload_id int REFERENCES uploads,
        PRIMARY KEY (result_id, question_id)
      )`,
  },
];
