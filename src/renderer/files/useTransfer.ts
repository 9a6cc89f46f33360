import { useCallback, useEffect, useRef, useState } from 'react';
import type { Transfer, TransferPercent } from '../../api/transfer';
import type { PhotoSizes } from './smaller-photo/makePhotoSmaller';

/**
 * One upload or download at a time that a person can watch and cancel: `begin` gives the Transfer to hand to the
 * api call (a fresh AbortController's signal and a progress listener), with the photos made smaller for it (shown
 * with its progress), `cancel` aborts it, `end` clears it. Leaving the view aborts a transfer still under way.
 */
export function useTransfer() {
  const controller = useRef<AbortController | null>(null);
  const [active, setActive] = useState(false);
  const [percent, setPercent] = useState<TransferPercent>(null);
  const [madeSmaller, setMadeSmaller] = useState<readonly PhotoSizes[]>([]);
  const begin = useCallback((smaller: readonly PhotoSizes[] = []): Transfer => {
    controller.current?.abort();
    const started = new AbortController();
    controller.current = started;
    setPercent(0);
    setMadeSmaller(smaller);
    setActive(true);
    return { signal: started.signal, onProgress: (next) => { if (controller.current === started) setPercent(next); } };
  }, []);
  const end = useCallback(() => {
    controller.current = null;
    setActive(false);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);
  return { begin, end, cancel, active, percent, madeSmaller };
}
