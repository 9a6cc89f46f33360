import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../session/sessionStore';
import { useOutbox } from '../../outbox/useOutbox';

/** The outbox's list and buttons load when it is first opened. */
const OutboxDrawer = lazy(() => import('./OutboxDrawer').then((module) => ({ default: module.OutboxDrawer })));

/**
 * The top bar's outbox button: shown while writes of the session's person wait or were refused, with their count
 * (its accessible name says it: "3 writes waiting to send"); it opens the outbox.
 */
export function OutboxBadge() {
  const { t } = useTranslation();
  const entries = useOutbox(getSession()?.loginData.person?.id);
  const [opened, setOpened] = useState(false);
  const failed = entries.some((entry) => entry.state === 'failed');
  return (
    <>
      {entries.length > 0 && (
        <Button variant="light" color={failed ? 'red' : 'yellow'} size="compact-md" radius="xl" data-testid="outbox-badge"
          leftSection={<IconCloudUpload size={18} />} onClick={() => setOpened(true)} aria-label={t('outbox.badge', { count: entries.length })}>
          {entries.length}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <OutboxDrawer onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
