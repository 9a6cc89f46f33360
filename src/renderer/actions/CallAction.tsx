import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useTexts } from '../texts';
import { useRunCall } from '../hooks/useRunCall';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';

/** `kind: call`: makes an api call, after its confirmation question when it has one. */
export function CallAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTexts();
  const { run, running } = useRunCall();
  const start = async () => {
    if (action.call) await run(action.call, scope, { confirm: action.confirm, onSuccess: action.onSuccess, label: action.label });
    onFinished?.();
  };
  useEffect(() => {
    if (autoStart) void start();
    // Start once, when asked to start without a button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  if (autoStart) return null;
  return (
    <Button
      variant={action.danger ? 'light' : 'filled'}
      color={action.danger ? 'red' : undefined}
      fullWidth={fullWidth}
      loading={running}
      leftSection={<ActionIcon name={action.icon} />}
      onClick={() => void start()}
    >
      {t(action.label)}
    </Button>
  );
}
