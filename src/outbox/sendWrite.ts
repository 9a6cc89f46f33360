import { sendRequest } from '../api/fetchSource';
import type { Transfer } from '../api/transfer';
import { idempotencyKeyHeader } from './newKey';
import type { WriteRequest } from './writeRequest';

/** Sends one write with its Idempotency-Key; answers the response body, throws ApiFailure. */
export function sendWrite(request: WriteRequest, key: string, transfer?: Transfer): Promise<unknown> {
  return sendRequest(request, { headers: { [idempotencyKeyHeader]: key }, transfer });
}
