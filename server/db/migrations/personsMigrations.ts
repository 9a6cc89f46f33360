import type { Migration } from './Migration';

/** The tables of this part of the product. */
export const personsMigrations: readonly Migration[] = [];
