import type { ActionSpec } from '../../spec/types';
import { evaluateCondition } from '../../spec/evaluateCondition';
import type { TemplateScope } from '../../spec/renderTemplate';
import { useRendererEnvironment } from '../RendererEnvironment';
import { actionKinds } from '../actionKinds';
import { UnknownKind } from '../UnknownKind';

/** True when the action's `when` holds for the record and its `access` rule allows the session. */
export function useActionVisible() {
  const { access, can } = useRendererEnvironment();
  return (action: ActionSpec, scope: TemplateScope) => evaluateCondition(action.when, scope, access) && can(action.access);
}

/** Draws one action through its kind's component, or nothing when it does not apply. */
export function ActionButton(props: {
  action: ActionSpec;
  scope: TemplateScope;
  autoStart?: boolean;
  onFinished?: () => void;
  fullWidth?: boolean;
}) {
  const visible = useActionVisible();
  const Kind = actionKinds[props.action.kind];
  if (!Kind) return <UnknownKind what="action" kind={props.action.kind} where={`action "${props.action.id}"`} />;
  if (!visible(props.action, props.scope)) return null;
  return <Kind {...props} />;
}
