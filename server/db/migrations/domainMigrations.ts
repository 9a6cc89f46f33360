import type { Migration } from './Migration';
import { referenceMigrations } from './referenceMigrations';
import { companiesMigrations } from './companiesMigrations';
import { personsMigrations } from './personsMigrations';
import { projectsMigrations } from './projectsMigrations';
import { crewsMigrations } from './crewsMigrations';
import { payrollsMigrations } from './payrollsMigrations';
import { receiptsMigrations } from './receiptsMigrations';
import { documentsMigrations } from './documentsMigrations';
import { emailMigrations } from './emailMigrations';
import { formsMigrations } from './formsMigrations';
import { planningMigrations } from './planningMigrations';
import { plusCrewsMigrations } from './plusCrewsMigrations';

/** Each part's migrations, in an order where a table exists before one that points at it. */
export const domainMigrations: readonly Migration[] = [
  ...referenceMigrations,
  ...companiesMigrations,
  ...personsMigrations,
  ...projectsMigrations,
  ...crewsMigrations,
  ...payrollsMigrations,
  ...receiptsMigrations,
  ...documentsMigrations,
  ...emailMigrations,
  ...formsMigrations,
  ...planningMigrations,
  ...plusCrewsMigrations,
];
