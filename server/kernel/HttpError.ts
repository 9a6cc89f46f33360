import type { ApiError } from '../../src/ground/contract';

/** A failure meant for the caller: its status and the ApiError body it answers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }

  /** The response body. */
  toBody(): ApiError {
    return { error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) } };
  }
}

/** 400 with the list of what is wrong. */
export const badRequest = (message: string, details: { path: string; message: string }[]) =>
  new HttpError(400, 'bad_request', message, details);

/** 401: no session, or one that is expired or forged. */
export const unauthorized = (message = 'Log in to use this call') => new HttpError(401, 'unauthorized', message);

/** 403 with the reason the session may not do this. */
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

/** 404: the record does not exist, or it is not the caller's (we never say which). */
export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** 409: the record is not in a state that allows this. */
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
