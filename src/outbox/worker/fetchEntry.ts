import { fetchRequest } from '../../api/fetchRequest';
import { idempotencyKeyHeader } from '../newKey';
import type { SendEntry } from '../sendOutbox';
import type { WorkerSender } from '../workerSender';
import { requestOfEntry } from '../writeRequest';

/**
 * Sends kept entries from the service worker as `sender`, with `fetch` (`fetchRequest`: the worker has no page's
 * session store) and each entry's own Idempotency-Key. Throws ApiFailure as the api layer does.
 */
export function fetchEntry(sender: WorkerSender, origin: string, send: typeof fetch = fetch): SendEntry {
  return (entry) => fetchRequest(
    requestOfEntry(entry),
    { token: sender.token, apiBase: sender.apiBase, origin },
    { [idempotencyKeyHeader]: entry.id },
    send,
  );
}
