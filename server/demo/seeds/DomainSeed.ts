import type { Queryable } from '../../kernel/database';
import type { SeedIds } from '../seedIds';

/** Seeds one part of the product inside the first-start transaction; dates count from `today` (YYYY-MM-DD). */
export type DomainSeed = (tx: Queryable, ids: SeedIds, today: string) => Promise<void>;
