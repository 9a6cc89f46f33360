import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRendererEnvironment } from '../../renderer/RendererEnvironment';
import { toApiFailure } from '../../api/ApiFailure';
import { removeEntry } from '../../outbox/outboxStore';
import { useOutbox } from '../../outbox/useOutbox';
import { writeOrQueue } from '../../outbox/writeOrQueue';
import { checkOf, checkQueueOptions, checkRequest } from './checkEntries';
import type { CheckKind, PendingCheck } from './pendingChecks';
import type { DevicePosition } from './geolocationProblem';

/**
 * The session person's checks on a crew that wait in the outbox, and the way to make one: sent at once with its
 * Idempotency-Key, or — offline — kept in the outbox with the moment the button was pressed and sent, in order,
 * when the connection returns (the outbox's sending, from anywhere in the app). `personId` null: nothing to send.
 */
export function usePendingChecks(personId: number | null, crewId: number) {
  const { notify } = useRendererEnvironment();
  const queryClient = useQueryClient();
  const entries = useOutbox(personId);
  const checks = useMemo(
    () => entries.map(checkOf).filter((check): check is PendingCheck => check !== null && check.crewId === crewId),
    [entries, crewId],
  );

  const make = useCallback(async (kind: CheckKind, position: DevicePosition) => {
    if (personId === null) return;
    const madeAt = new Date().toISOString();
    try {
      const outcome = await writeOrQueue(checkRequest(crewId, kind, position, madeAt), checkQueueOptions(personId, crewId, kind, position, madeAt));
      if (outcome.queued) {
        notify({ type: 'info', message: 'checkIn.savedOffline' });
        return;
      }
      notify({ type: 'success', message: kind === 'checkIn' ? 'checkIn.checkedIn' : 'checkIn.checkedOut' });
      await queryClient.invalidateQueries();
    } catch (error) {
      notify({ type: 'error', message: toApiFailure(error).message });
    }
  }, [personId, crewId, notify, queryClient]);

  const discard = useCallback((id: string) => void removeEntry(id), []);

  return { checks, make, discard };
}
