/**
 * Whether an error means the database or the disk is unavailable for a while (a restart, a lost connection, a full
 * disk), not that the request or the code is wrong: such a request may succeed if sent again later. The api answers
 * it 503 `service_unavailable` with `Retry-After` (`api/errorHandling.ts`); the app's outbox sends it again by itself.
 */
export function isOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (outageCodes.has(code) || outageClasses.some((prefix) => code.startsWith(prefix)))) return true;
  return typeof message === 'string' && outageMessages.some((pattern) => pattern.test(message));
}

/** Node's codes for a lost connection or a disk that takes no more, and PostgreSQL's for a server going away. */
const outageCodes = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN',
  'ENOSPC', 'EDQUOT', 'EROFS', 'EIO',
  // admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped; io_error
  '57P01', '57P02', '57P03', '57P04', '58030',
]);

/** PostgreSQL's classes: 08 connection exception, 53 insufficient resources (disk full, out of memory, too many connections). */
const outageClasses = ['08', '53'];

/** What node-postgres says when its connection went away, or no connection could be had in time. */
const outageMessages = [
  /^Connection terminated/i,
  /^timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /^Client was closed and is not queryable/i,
];

/** How long to ask a client to wait before sending again, in seconds. */
export const outageRetryAfterSeconds = 5;
