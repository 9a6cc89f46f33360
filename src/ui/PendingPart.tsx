import { useWaitingPart } from './busyParts';

/** An invisible stand-in for a part still loading (a lazy chunk's fallback that must not shift the layout). */
export function PendingPart() {
  useWaitingPart();
  return null;
}
