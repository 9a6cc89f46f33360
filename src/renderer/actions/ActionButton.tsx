import { Badge } from '@mantine/core';
import { useTexts } from '../texts';
import type { ActionSpec } from '../../ground/screenLanguage/types';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { useRendererEnvironment } from '../RendererEnvironment';
import { actionKinds } from '../actionKinds';
import { UnknownKind } from '../UnknownKind';
import { useWaitingLabel } from './useWaitingLabel';

/** True when the action's `when` holds for the record and its `access` rule allows the session. */
export function useActionVisible() {
  const { access, can } = useRendererEnvironment();
  return (action: ActionSpec, scope: TemplateScope) => evaluateCondition(action.when, scope, access) && can(action.access);
}

/** Draws one action through its kind's component, or nothing when it does not apply, or its waiting label (`offline.waiting`). */
export function ActionButton(props: {
  action: ActionSpec;
  scope: TemplateScope;
  autoStart?: boolean;
  onFinished?: () => void;
  fullWidth?: boolean;
}) {
  const { t } = useTexts();
  const visible = useActionVisible();
  const waiting = useWaitingLabel(props.action, props.scope);
  const Kind = actionKinds[props.action.kind];
  if (!Kind) return <UnknownKind what="action" kind={props.action.kind} where={`action "${props.action.id}"`} />;
  if (!visible(props.action, props.scope)) return null;
  // Its write waits in the outbox: what it will have done is shown instead of the button (no second tap).
  if (waiting && !props.autoStart) return <Badge size="lg" variant="light" color="yellow" data-testid="waiting-to-send">{t(waiting)}</Badge>;
  return <Kind {...props} />;
}
