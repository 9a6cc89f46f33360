import { sizeOfBody } from '../../outbox/outboxLimits';
import { addEntry } from '../../outbox/outboxStore';
import { newKey } from '../../outbox/newKey';
import { storedBody } from '../../outbox/writeRequest';
import { checkQueueOptions, checkRequest } from './checkEntries';
import { pendingChecksKey, readPendingChecks } from './pendingChecks';

/**
 * Moves the checks an older app kept in local storage into the outbox, once, in their order (each with a new key:
 * none was ever sent with one), then forgets the old queue.
 */
export async function moveStoredChecks(storage: Storage = localStorage): Promise<void> {
  const checks = readPendingChecks(storage);
  if (checks.length === 0) {
    storage.removeItem(pendingChecksKey);
    return;
  }
  for (const check of checks) {
    const request = checkRequest(check.crewId, check.kind, check.position, check.madeAt);
    const options = checkQueueOptions(check.personId, check.crewId, check.kind, check.position, check.madeAt);
    const body = storedBody(request.data);
    await addEntry({
      id: newKey(), personId: check.personId, method: request.method, path: request.path, body, label: options.label,
      createdAt: check.madeAt, state: 'waiting', size: sizeOfBody(body), group: options.group, dropOnConflict: true, meta: options.meta,
    });
  }
  storage.removeItem(pendingChecksKey);
}
