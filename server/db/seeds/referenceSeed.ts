import type { DomainSeed } from './DomainSeed';

/** The demo data of this part of the product. */
export const referenceSeed: DomainSeed = async () => undefined;
