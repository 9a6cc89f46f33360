import type { FindBestMethod } from '../../../src/ground/contract';
import type { Page, Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';

/**
 * Section 2/4: the ways a planner can look for the best person for a position, the default first. Each orders the
 * candidates of `GET /projectCrewItems/{id}/bestPersons` (see `rankBestPersons`).
 */
export const findBestMethods: readonly FindBestMethod[] = [
  { code: 'rating', name: 'By rating', description: 'People with the best ratings for this function first' },
  { code: 'distance', name: 'By distance', description: 'People living closest to the location first' },
  { code: 'availability', name: 'By availability', description: 'People without jobs, blocked dates or absences on these dates' },
  { code: 'cost', name: 'By cost', description: 'People with the lowest rate for this function first' },
];

/** The find-best methods as a list page. */
export async function listFindBestMethods(_ctx: SessionContext, query: Paging): Promise<Page<FindBestMethod>> {
  const start = (query.page - 1) * query.limit;
  return { items: findBestMethods.slice(start, start + query.limit), total: findBestMethods.length };
}
