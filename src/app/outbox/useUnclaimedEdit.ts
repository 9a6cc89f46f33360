import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { editRequested, endEditRequest, useEditRequest } from '../../outbox/editRequest';
import { showToast } from '../../ui/showToast';

/**
 * The outbox's Edit of a refused write opens its form on the screen it was made on. When that screen has settled
 * and no form on it took the request (the record is gone, the action no longer offered, the tenant changed the
 * screen), the person is told so, and the write stays in the outbox to be sent again or discarded.
 */
export function useUnclaimedEdit(settled: boolean, pathname: string): void {
  const { t } = useTranslation();
  const request = useEditRequest();
  // Read after the commit in which parts report themselves busy: a screen's first render looks settled for a moment.
  const settledNow = useRef(settled);
  useLayoutEffect(() => {
    settledNow.current = settled;
  }, [settled]);
  useEffect(() => {
    if (!settled || !request || request.origin !== pathname) return undefined;
    // After the forms of the screen had their turn to take it (their effects run first, within this task).
    const check = setTimeout(() => {
      if (!settledNow.current || editRequested() !== request) return;
      endEditRequest();
      showToast({ type: 'warning', message: t('outbox.editGone') });
    }, 0);
    return () => clearTimeout(check);
  }, [settled, pathname, request, t]);
}
