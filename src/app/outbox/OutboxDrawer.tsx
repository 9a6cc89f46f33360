import { Alert, Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../outbox/outboxEntry';
import { askToSend, removeEntry } from '../../outbox/outboxStore';
import { retryEntry } from '../../outbox/retryEntry';
import { requestEdit } from '../../outbox/editRequest';
import { useNavigate } from 'react-router-dom';
import { useOutbox } from '../../outbox/useOutbox';
import { getSession } from '../../session/sessionStore';
import { useConfirm } from '../../ui/ConfirmProvider';
import { formatValue } from '../../ground/screenLanguage/formatValue';
import { useFormatContext } from '../../renderer/hooks/useFormatContext';
import '../../ui/styles/screenStyles';

const stateColor = { waiting: 'dimmed', sending: 'blue', failed: 'red' } as const;

/** One write of the outbox: what it is, when it was made, where it stands (the server's message when refused), and its choices. */
function OutboxItem({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormatContext();
  const confirm = useConfirm();
  async function discard() {
    if (await confirm('outbox.discardQuestion')) await removeEntry(entry.id);
  }
  async function retry() {
    await retryEntry(entry);
    askToSend();
  }
  function editIt() {
    // An entry without its page's address has no form to open again (requestEdit says no to it as well).
    const origin = entry.origin;
    if (!origin || !requestEdit(entry)) return;
    onClose();
    navigate(origin);
  }
  return (
    <Paper withBorder radius="md" p="sm" data-testid="outbox-entry" data-state={entry.state}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>{t(entry.label)}</Text>
        {entry.detail && <Text size="sm">{entry.detail}</Text>}
        <Text size="xs" c="dimmed">{formatValue(entry.createdAt, 'dateTime', format)}</Text>
        <Text size="xs" c={stateColor[entry.state]} role={entry.state === 'failed' ? 'alert' : undefined}>
          {entry.state === 'failed'
            ? t('outbox.refusedBecause', { message: t(entry.failure?.message ?? 'errors.server') })
            : t(entry.state === 'sending' ? 'outbox.sending' : 'outbox.waitingToSend')}
        </Text>
        <Group gap="xs" justify="flex-end">
          {entry.state === 'failed' && entry.reopen && entry.origin && (
            <Button size="compact-sm" variant="light" onClick={editIt}>{t('outbox.edit')}</Button>
          )}
          {entry.state === 'failed' && <Button size="compact-sm" variant="light" onClick={() => void retry()}>{t('outbox.retry')}</Button>}
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void discard()}>{t('outbox.discard')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The outbox, opened from the top bar: the session person's writes that wait to be sent or were refused, oldest
 * first, each with its choices (a refused one: edit it in its form, opened again on its screen with what was typed;
 * try it again with a new key), discard after a question, and "Send now".
 */
export function OutboxDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const entries = useOutbox(getSession()?.loginData.person?.id);
  return (
    <Drawer
      opened onClose={onClose} position="bottom" size="85%" title={t('outbox.title')} data-testid="outbox"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('outbox.explanation')}</Text>
        {!online && <Alert color="yellow" role="status">{t('outbox.offline')}</Alert>}
        {entries.length === 0 && <Text size="sm">{t('outbox.empty')}</Text>}
        {entries.map((entry) => <OutboxItem key={entry.id} entry={entry} onClose={onClose} />)}
        {entries.some((entry) => entry.state !== 'failed') && (
          <Button onClick={askToSend} disabled={!online}>{t('outbox.sendNow')}</Button>
        )}
      </Stack>
    </Drawer>
  );
}
