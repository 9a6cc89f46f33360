import { Group, Stack } from '@mantine/core';
import type { ActionSpec } from '../../spec/types';
import type { TemplateScope } from '../../spec/renderTemplate';
import { ActionButton, useActionVisible } from './ActionButton';

/** A row of actions for one record; nothing when none applies. `stacked` draws full-width buttons. */
export function ActionBar({ actions, scope, stacked }: { actions: ActionSpec[] | undefined; scope: TemplateScope; stacked?: boolean }) {
  const visible = useActionVisible();
  const shown = (actions ?? []).filter((action) => visible(action, scope));
  if (shown.length === 0) return null;
  const buttons = shown.map((action) => <ActionButton key={action.id} action={action} scope={scope} fullWidth={stacked} />);
  return stacked ? <Stack gap="xs">{buttons}</Stack> : <Group gap="xs">{buttons}</Group>;
}
