import type { DevicePosition } from './geolocationProblem';
import { storedKeys } from '../../session/storedKeys';
import { isRecord } from '../../ground/isRecord';

/** A check-in or check-out. */
export type CheckKind = 'checkIn' | 'checkOut';

/** A check made on this device that the server has not recorded yet (an outbox entry, see checkEntries). */
export interface PendingCheck {
  /** Unique on this device. */
  id: string;
  /** The person of the session it was made in: only their session sends it. */
  personId: number;
  crewId: number;
  kind: CheckKind;
  position: DevicePosition;
  /** ISO moment the button was pressed: the check's time. */
  madeAt: string;
  /** The server's answer to the last attempt, when it refused for another reason than being offline. */
  lastError?: string;
}

/** The localStorage key of the old queue: its checks move into the outbox once (moveStoredChecks). */
export const pendingChecksKey = storedKeys.pendingChecks;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isMoment = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function isPosition(position: unknown): position is DevicePosition {
  return isRecord(position) && isFiniteNumber(position.latitude) && isFiniteNumber(position.longitude)
    && isFiniteNumber(position.accuracy) && isMoment(position.recordedAt);
}

/** Whether a stored value is a whole pending check (anything else in storage is ignored). */
export function isPendingCheck(check: unknown): check is PendingCheck {
  return isRecord(check) && typeof check.id === 'string' && isFiniteNumber(check.personId)
    && isFiniteNumber(check.crewId) && (check.kind === 'checkIn' || check.kind === 'checkOut') && isPosition(check.position)
    && isMoment(check.madeAt) && (check.lastError === undefined || typeof check.lastError === 'string');
}

/** The old stored queue, oldest first; unreadable storage or entries count as none. */
export function readPendingChecks(storage: Storage = localStorage): PendingCheck[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(pendingChecksKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingCheck) : [];
  } catch {
    return [];
  }
}
