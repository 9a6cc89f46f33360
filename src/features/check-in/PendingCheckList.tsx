import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../ground/screenLanguage/formatValue';
import { useFormatContext } from '../../renderer/hooks/useFormatContext';
import { useRendererEnvironment } from '../../renderer/RendererEnvironment';
import type { PendingCheck } from './pendingChecks';

/** The checks made on this device that the server has not recorded yet, each with why and a way to give it up. */
export function PendingCheckList({ checks, onDiscard }: { checks: PendingCheck[]; onDiscard: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatContext();
  const { confirm } = useRendererEnvironment();
  if (checks.length === 0) return null;

  async function discard(id: string) {
    if (await confirm('checkIn.discardQuestion')) onDiscard(id);
  }

  return (
    <Alert color="yellow" title={t('checkIn.waitingToBeSent')} data-testid="pending-checks">
      <Stack gap="xs">
        {checks.map((check) => (
          <Group key={check.id} justify="space-between" wrap="nowrap" data-testid="pending-check">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t(check.kind === 'checkIn' ? 'checkIn.pendingCheckIn' : 'checkIn.pendingCheckOut', { time: formatValue(check.madeAt, 'dateTime', format) })}
              </Text>
              <Text size="xs" c={check.lastError ? 'red' : 'dimmed'}>{check.lastError ? t(check.lastError) : t('checkIn.sentWhenOnline')}</Text>
            </Stack>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void discard(check.id)}>{t('checkIn.discard')}</Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
