import type { Migration } from './Migration';

/**
 * A project's logo (section 6, `projects.EDIT_PROJECT_LOGO`): an upload like any other file (`uploads`, owner
 * `projectLogo`, approved at once: a manager holding the right changes it, nothing waits for approval), which the
 * project points at. Replacing the logo points at a new upload, so its id tells a cached copy from the current one.
 */
export const projectLogoMigrations: readonly Migration[] = [
  {
    name: 'projects: logo',
    sql: `
      ALTER TABLE projects ADD COLUMN logo_upload_id int REFERENCES uploads ON DELETE SET NULL;
      CREATE INDEX projects_logo_upload_id ON projects (logo_upload_id)`,
  },
];
