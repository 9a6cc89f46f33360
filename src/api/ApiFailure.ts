import type { ApiError } from '../ground/contract';
import { isRecord } from '../ground/isRecord';

/** A failed call, with the server's message when it sent one. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    readonly details: { path: string; message: string }[] = [],
    /** How long the server asked to wait before sending again (`Retry-After`, in seconds), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

function isApiError(body: unknown): body is ApiError {
  return isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string';
}

/** A request aborted through its signal (a DOM AbortError). */
const isCancel = (error: unknown): boolean => isRecord(error) && error.name === 'AbortError';

/** `Retry-After` in seconds (its HTTP-date form is not sent by this server), or undefined. */
function secondsOf(retryAfter: unknown): number | undefined {
  return typeof retryAfter === 'string' && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
}

/** A failed answer (status, body and `Retry-After`, whatever sent it): the server's ApiError when it sent one. */
export function failureOfAnswer(status: number, body: unknown, retryAfter?: unknown): ApiFailure {
  const wait = secondsOf(retryAfter);
  if (isApiError(body)) return new ApiFailure(body.error.message, status, body.error.code, body.error.details, wait);
  return new ApiFailure('errors.server', status, 'server', [], wait);
}

/** No answer at all: the server could not be reached. */
export const offlineFailure = () => new ApiFailure('errors.offline', 0, 'offline');

/** A transfer the user cancelled: not an error to report; the form keeps what was typed. */
export const cancelledFailure = () => new ApiFailure('transfer.cancelled', 0, 'cancelled');

/** Whether a failure is a cancelled transfer. */
export const wasCancelled = (failure: ApiFailure) => failure.code === 'cancelled';

/** The one error path: whatever a call threw becomes an ApiFailure with a message a person can read. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  // Aborted on purpose (a Cancel button's AbortController): said so, not taken for being offline.
  if (isCancel(error)) return cancelledFailure();
  return new ApiFailure(error instanceof Error ? error.message : String(error), 0, 'unknown');
}
