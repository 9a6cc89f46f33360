import { useId, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTexts } from '../texts';
import type { ActionSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { ActionButton, useActionVisible } from './ActionButton';

/**
 * A row of actions for one record; nothing when none applies. `stacked` draws full-width buttons. Actions marked
 * `more` wait behind a "More" toggle (shown only when one of them applies), drawn below the others once it is open.
 */
export function ActionBar({ actions, scope, stacked }: { actions: ActionSpec[] | undefined; scope: TemplateScope; stacked?: boolean }) {
  const { t } = useTexts();
  const visible = useActionVisible();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const shown = (actions ?? []).filter((action) => visible(action, scope));
  if (shown.length === 0) return null;
  const button = (action: ActionSpec) => <ActionButton key={action.id} action={action} scope={scope} fullWidth={stacked} />;
  const inView = shown.filter((action) => !action.more).map(button);
  const more = shown.filter((action) => action.more);
  const Row = stacked ? Stack : Group;
  const moreToggle = more.length > 0 && (
    <Button
      variant="subtle"
      fullWidth={stacked}
      leftSection={<IconDots size={16} stroke={1.8} aria-hidden />}
      aria-expanded={moreOpen}
      aria-controls={moreOpen ? moreId : undefined}
      onClick={() => setMoreOpen((open) => !open)}
    >
      {t('frame.moreActions')}
    </Button>
  );
  if (more.length === 0) return <Row gap="xs">{inView}</Row>;
  return (
    <Stack gap="xs">
      <Row gap="xs">{inView}{moreToggle}</Row>
      {moreOpen && <Row gap="xs" id={moreId}>{more.map(button)}</Row>}
    </Stack>
  );
}
