import { addEntry } from '../../outbox/outboxStore';
import { newKey } from '../../outbox/newKey';
import { entryOf } from '../../outbox/writeOrQueue';
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
    await addEntry(entryOf(request, newKey(), { ...options, personId: check.personId }, check.madeAt));
  }
  storage.removeItem(pendingChecksKey);
}
