import type { DomainSeed } from './DomainSeed';

/** The demo data of this part of the product. */
export const companiesSeed: DomainSeed = async () => undefined;
