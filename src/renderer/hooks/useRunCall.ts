import { useState } from 'react';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import type { CallSpec, SuccessSpec } from '../../ground/screenLanguage/types';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { callEndpoint, callRequest } from '../../api/fetchSource';
import { offlineOf } from '../../ground/screenLanguage/offlineOf';
import { writeOrQueue } from '../../outbox/writeOrQueue';
import type { OutboxEntry } from '../../outbox/outboxEntry';
import { getSession } from '../../session/sessionStore';
import { recordTitle } from './recordTitle';
import { isFileKey, queryKeys } from './queryKeys';
import { toApiFailure, wasCancelled, type ApiFailure } from '../../api/ApiFailure';
import type { Transfer } from '../../api/transfer';
import { useBusyPart } from '../../ui/busyParts';
import { useRendererEnvironment } from '../RendererEnvironment';
import { usePanel } from '../actions/panelContext';
import { refreshOnce } from '../../api/apiClient';

/** What to do around a call: ask first, then toast, refresh and navigate on success. */
export interface RunCallOptions {
  confirm?: string;
  onSuccess?: SuccessSpec;
  /** Called with the failure after its toast, e.g. so a form can show the server's messages under its fields. */
  onFailure?: (failure: ApiFailure) => void;
  /** Hears how far the request body has been sent and may abort it (an upload's progress bar and Cancel button). */
  transfer?: Transfer;
  /** The i18n key naming the write in the outbox while it waits (the action's or the submit button's label). */
  label?: string;
  /** The form the write is made with, kept with it in the outbox so that a refusal can be edited there. */
  reopen?: OutboxEntry['reopen'];
  /** The refused outbox entry this write was edited from: it leaves once this one is sent or kept. */
  replaces?: string;
}

/**
 * Runs a spec's call the one way every action and form does: optional confirmation, the call, then the session's
 * next token when the call changed it (`renewSession`), a success toast, closing the panel it is in (`close`), a refresh of cached data (default on) and navigation; a failure
 * shows the server's message and keeps what the user typed. A write goes through the outbox with its Idempotency-Key:
 * offline it may be kept on the phone (the call's `offline:`), which counts as success here. Resolves true when the
 * call succeeded or was kept.
 */
export function useRunCall() {
  const environment = useRendererEnvironment();
  const queryClient = useQueryClient();
  const panel = usePanel();
  const [running, setRunning] = useState(false);
  useBusyPart(running);

  async function run(call: CallSpec, scope: TemplateScope, options: RunCallOptions = {}, values?: Record<string, unknown> | FormData) {
    if (options.confirm && !(await environment.confirm(options.confirm))) return false;
    setRunning(true);
    try {
      const { toast, refresh = true, navigate, close, renewSession } = options.onSuccess ?? {};
      const offline = offlineOf(call, options.onSuccess);
      const { method, path, query, data } = callRequest(call, scope, values);
      const outcome = method === 'GET'
        ? { queued: false as const, response: await callEndpoint(call, scope, values, options.transfer) }
        : await writeOrQueue({ method, path, query, data }, {
          queue: offline.queue, personId: getSession()?.loginData.person?.id ?? null, label: options.label ?? 'outbox.aWrite',
          detail: recordTitle(scope), origin: window.location.pathname, waiting: offline.waiting, transfer: options.transfer,
          reopen: options.reopen, replaces: options.replaces,
        });
      if (outcome.queued) {
        // Kept on the phone: said so, and the form closes as on success; what needs the answer waits for it.
        environment.notify({ type: 'info', message: offline.message ?? 'outbox.savedOnPhone' });
        if (close) panel?.close();
        if (navigate) environment.navigate(renderTemplate(navigate, scope));
        return true;
      }
      const response = outcome.response;
      // The session's next token carries what the call changed (a language): the app follows it before the toast.
      if (renewSession) await refreshOnce();
      if (toast) environment.notify({ type: 'success', message: toast });
      // Closed first: the panel's own data then leaves the screen and is not fetched again by the refresh.
      if (close) panel?.close();
      if (refresh) {
        // Records first, files after: a file whose record went away (a replaced picture) is no longer shown by
        // then, so it is not fetched again (only shown queries are refetched). The query cache tells the screen
        // about fresh records on its next tick: the files wait for that tick, after the screen has redrawn.
        await queryClient.invalidateQueries({ predicate: (query) => !isFileKey(query.queryKey) });
        await new Promise<void>((redrawn) => notifyManager.schedule(redrawn));
        await queryClient.invalidateQueries({ queryKey: queryKeys.files() });
      }
      if (navigate) environment.navigate(renderTemplate(navigate, { ...scope, $response: response }));
      return true;
    } catch (error) {
      const failure = toApiFailure(error);
      // Cancelled on purpose: said so plainly, not as an error.
      environment.notify({ type: wasCancelled(failure) ? 'info' : 'error', message: failure.message });
      options.onFailure?.(failure);
      return false;
    } finally {
      setRunning(false);
    }
  }

  return { run, running };
}
