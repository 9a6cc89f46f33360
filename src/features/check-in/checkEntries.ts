import { callRequest } from '../../api/fetchSource';
import type { OutboxEntry } from '../../outbox/outboxEntry';
import type { WriteRequest } from '../../outbox/writeRequest';
import type { QueueOptions } from '../../outbox/writeOrQueue';
import type { DevicePosition } from './geolocationProblem';
import type { CheckKind, PendingCheck } from './pendingChecks';

/** What the outbox keeps with a check: its crew, kind, moment and position. */
// A type, not an interface: it is kept as an outbox entry's `meta`, a plain record.
type CheckMeta = {
  checkIn: { crewId: number; kind: CheckKind; madeAt: string; position: DevicePosition };
};

/** The write of a check: a live location shared as a check-in or check-out, at the moment it was made. */
export function checkRequest(crewId: number, kind: CheckKind, position: DevicePosition, madeAt: string): WriteRequest {
  // Written as the call it is (an endpoint template), so the list of the custom components' calls sees it.
  const { path, data } = callRequest(
    { method: 'POST', endpoint: '/projectCrews/{{ $crewId }}/liveLocations' }, { $crewId: crewId }, { ...position, recordedAt: madeAt, check: kind },
  );
  return { method: 'POST', path, data };
}

/**
 * How a check waits in the outbox: it may always wait; a check-out waits behind its crew's refused check-in (one
 * group per crew); a 409 means the server has it already, so it leaves with the server's message.
 */
export function checkQueueOptions(personId: number, crewId: number, kind: CheckKind, position: DevicePosition, madeAt: string): QueueOptions {
  const meta: CheckMeta = { checkIn: { crewId, kind, madeAt, position } };
  return {
    queue: true, personId, label: kind === 'checkIn' ? 'checkIn.checkInButton' : 'checkIn.checkOutButton', group: `crew:${crewId}`,
    dropOnConflict: true, meta, origin: window.location.pathname,
  };
}

/** The check an outbox entry holds, or null for any other write. */
export function checkOf(entry: OutboxEntry): PendingCheck | null {
  const check = (entry.meta as Partial<CheckMeta> | undefined)?.checkIn;
  if (!check) return null;
  return {
    id: entry.id, personId: entry.personId, crewId: check.crewId, kind: check.kind, position: check.position, madeAt: check.madeAt,
    lastError: entry.state === 'failed' ? entry.failure?.message : undefined,
  };
}
