import { api } from '../api/apiClient';
import { toApiFailure } from '../api/ApiFailure';
import { transferConfig, type Transfer } from '../api/transfer';
import type { WriteRequest } from './writeRequest';

/** The header a write carries its key in; the server answers a repeat with its first answer (server/api/idempotentCalls.ts). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Sends one write with its Idempotency-Key; answers the response body, throws ApiFailure. */
export async function sendWrite(request: WriteRequest, key: string, transfer?: Transfer): Promise<unknown> {
  try {
    const response = await api.request<unknown>({
      method: request.method,
      url: request.path,
      params: request.query,
      data: request.data,
      headers: { [idempotencyKeyHeader]: key },
      ...transferConfig(transfer, 'upload'),
    });
    return response.data;
  } catch (error) {
    throw toApiFailure(error);
  }
}
