import type { CrewCheckInState } from '../../ground/contract';
import type { CheckKind, PendingCheck } from './pendingChecks';

/** The check that comes next: a check-out while checked in (counting checks still waiting to be sent), else a check-in. */
export function nextCheckKind(state: CrewCheckInState['state'], pending: readonly Pick<PendingCheck, 'kind'>[]): CheckKind {
  const latest = pending.at(-1);
  const checkedIn = latest ? latest.kind === 'checkIn' : state === 'checkedIn';
  return checkedIn ? 'checkOut' : 'checkIn';
}
