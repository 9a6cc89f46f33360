import { useMemo } from 'react';
import { openLink } from './openLink';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AddressQuery, RendererEnvironment } from '../renderer/RendererEnvironment';
import { accessProbe, can } from '../session/can';
import type { Session } from '../session/sessionTypes';
import { showToast } from '../ui/showToast';
import { useConfirm } from '../ui/ConfirmProvider';
import { customComponents } from './customComponents';
import { layouts } from '../renderer/registry';
import { screenScope } from './screenScope';
import { useTenant } from '../tenant/TenantContext';

/**
 * Builds what the renderer needs from the app: the session's access, route params, toasts, confirm, navigation, the
 * layout table (the registry's: the renderer does not import it back) and the address's query (a list's search), set
 * in place without a new history entry.
 */
export function useAppRendererEnvironment(session: Session | null): RendererEnvironment {
  const params = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Kept apart from the address's query: a search typed into a list does not make a new scope for every part.
  const tenant = useTenant();
  const scope = useMemo(() => screenScope(session, params, tenant), [session, params, tenant]);
  const addressQuery = useMemo<AddressQuery>(() => ({
    values: Object.fromEntries(searchParams),
    replace: (values) => setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(values)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    }, { replace: true }),
  }), [searchParams, setSearchParams]);
  return useMemo(
    () => ({
      access: accessProbe(session),
      can: (rule) => can(session, rule).allowed,
      scope,
      notify: ({ type, message }) => showToast({ type, message: t(message) }),
      confirm,
      navigate: (to) => openLink(to, (path) => void navigate(path)),
      layouts,
      customComponents,
      addressQuery,
      // Loaded on the tap: the first screen carries none of it.
      permissionGranted: async (permission) => {
        if (permission === 'notifications') await (await import('./subscribeToPush')).subscribeToPush();
      },
    }),
    [session, scope, navigate, confirm, t, addressQuery],
  );
}
