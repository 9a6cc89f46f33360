import type { ActionSpec } from '../../ground/screenLanguage/types';
import { offlineOf } from '../../ground/screenLanguage/offlineOf';
import { renderEndpoint, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { getSession } from '../../session/sessionStore';
import { useOutbox } from '../../outbox/useOutbox';

/**
 * The label an action shows in place of its button while its write waits in the outbox (its call's
 * `offline.waiting`, the optimistic effect): the same method and path waiting for the session's person. Else null.
 */
export function useWaitingLabel(action: ActionSpec, scope: TemplateScope): string | null {
  const entries = useOutbox(getSession()?.loginData.person?.id);
  const call = action.call ?? action.form?.submit.call;
  const waiting = call ? offlineOf(call, action.onSuccess).waiting : undefined;
  if (!call || !waiting || entries.length === 0) return null;
  const path = renderEndpoint(call.endpoint, scope);
  return entries.some((entry) => entry.state !== 'failed' && entry.method === call.method && entry.path === path) ? waiting : null;
}
