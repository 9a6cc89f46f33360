import { send } from './demo';

export { uniqueSuffix } from './demo';

/**
 * Writes through the api for the planning, project and office e2e files: each of them makes the records it changes
 * (a project, a to-do, a receipt, an invoice, a membership crew) rather than changing the demo's own.
 */

/** A JSON `POST` of the api as the token's holder; any status but `status` (default 201, created) fails the test. */
export const post = <T>(bearer: string, path: string, body: unknown, status = 201) => send<T>(bearer, 'POST', path, body, status);

/** `YYYY-MM-DD` written `DD.MM.YYYY`, as to-do due dates are (section 3). */
export const dotted = (day: string) => day.split('-').reverse().join('.');
