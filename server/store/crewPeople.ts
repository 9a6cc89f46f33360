import type { CrewPerson } from '../../src/ground/contract';

/** A person row's name columns as the crew queries select them (`<prefix>_id`, `_first_name`, `_last_name`). */
export interface PersonColumns { id: number | null; first_name: string | null; last_name: string | null }

/** The CrewPerson of joined person columns; null when the join found no person. */
export function crewPersonOf(columns: PersonColumns): CrewPerson | null {
  if (columns.id === null) return null;
  return { id: columns.id, firstName: columns.first_name ?? '', lastName: columns.last_name ?? '' };
}

/** A timestamp column as ISO text, or null. */
export const isoOrNull = (moment: Date | string | null): string | null =>
  moment === null ? null : new Date(moment).toISOString();
