import { sendRequest } from '../api/fetchSource';
import type { Transfer } from '../api/transfer';
import type { WriteRequest } from './writeRequest';

/** The header a write carries its key in; the server answers a repeat with its first answer (server/api/idempotentCalls.ts). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Sends one write with its Idempotency-Key; answers the response body, throws ApiFailure. */
export function sendWrite(request: WriteRequest, key: string, transfer?: Transfer): Promise<unknown> {
  return sendRequest(request, { headers: { [idempotencyKeyHeader]: key }, transfer });
}
