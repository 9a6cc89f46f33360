import type { CallSamples } from './CallSample';

/** Real calls for this part of section 7. */
export const companiesSamples: CallSamples = {};
