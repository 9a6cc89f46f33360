import { useEffect, useState } from 'react';
import type { OpenCall } from '../../ground/screenLanguage/types';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { useBusyPart } from '../../ui/busyParts';
import { useRendererEnvironment } from '../RendererEnvironment';
import { useRunCall } from './useRunCall';

/**
 * Makes a detail screen's `onOpen` call once its record (`loaded`) is there and the call's condition holds on it, then
 * fetches the screen's data again; once per call address, so the refreshed record does not call again. The screen
 * counts as busy from the moment the call is due, so it is never settled in between.
 */
export function useCallOnOpen(onOpen: OpenCall | undefined, loaded: boolean, scope: TemplateScope): void {
  const { access } = useRendererEnvironment();
  const { run } = useRunCall();
  const [made, setMade] = useState<string | null>(null);
  const address = onOpen && loaded && evaluateCondition(onOpen.when, scope, access) ? renderTemplate(onOpen.call.endpoint, scope) : null;
  const due = address !== null && address !== made;
  useBusyPart(due);
  useEffect(() => {
    if (!due || !onOpen) return;
    setMade(address);
    void run(onOpen.call, scope, { onSuccess: { refresh: true } });
  }, [due, address, onOpen, run, scope]);
}
