import { expect, inject } from 'vitest';

/**
 * Writes through the api for the planning, project and office e2e files: each of them makes the records it changes
 * (a project, a to-do, a receipt, an invoice, a membership crew) rather than changing the demo's own.
 */

/** A JSON `POST` of the api as the token's holder; any status but `status` fails the test, with the answer's text. */
export async function post<T>(bearer: string, path: string, body: unknown, status = 201): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `POST ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** A suffix that makes a caption or name this run's own (names only: dates come from the suite's clock). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

/** `YYYY-MM-DD` written `DD.MM.YYYY`, as to-do due dates are (section 3). */
export const dotted = (day: string) => day.split('-').reverse().join('.');
