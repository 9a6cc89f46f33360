import type { ApiFailure } from '../api/ApiFailure';

/** Answers that mean "the server cannot take it just now" (a restart, its database away): the write waits and goes again by itself. */
const unavailableStatuses = new Set([502, 503, 504]);

/** Whether a failed send says the server is unavailable for a while (502, 503, 504), not that it refused the write. */
export const isServerUnavailable = (failure: ApiFailure): boolean => unavailableStatuses.has(failure.status);
