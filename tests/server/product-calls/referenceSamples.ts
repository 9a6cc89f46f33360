import type { CallSamples } from './CallSample';

/** Real calls for the reference lists and activities. */
export const referenceSamples: CallSamples = {
  'GET /activities': { login: 'planner@demo.test' },
};
