import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTexts } from '../texts';
import { useRendererEnvironment } from '../RendererEnvironment';
import { requestPermission } from '../requestPermission';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';

/**
 * `kind: permission`: asks the browser for `action.permission` from the tap, then lets the app do what it needs the
 * permission for (`permissionGranted`: for notifications, subscribing to push). Granted: the `onSuccess` toast; refused:
 * how to allow it in the settings; the app's part failing: a toast to try again.
 */
export function PermissionAction({ action, onFinished, fullWidth }: ActionProps) {
  const { t } = useTexts();
  const { notify, permissionGranted } = useRendererEnvironment();
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    if (!action.permission) return;
    setAsking(true);
    try {
      if (!(await requestPermission(action.permission))) {
        notify({ type: 'warning', message: 'common.permissionRefused' });
        return;
      }
      await permissionGranted?.(action.permission);
      if (action.onSuccess?.toast) notify({ type: 'success', message: action.onSuccess.toast });
    } catch (error) {
      console.warn(`The ${action.permission} permission was granted, but what needs it failed`, error);
      notify({ type: 'error', message: 'common.permissionFailed' });
    } finally {
      setAsking(false);
      onFinished?.();
    }
  };
  return (
    <Button fullWidth={fullWidth} loading={asking} leftSection={<ActionIcon name={action.icon} />} onClick={() => void ask()}>
      {t(action.label)}
    </Button>
  );
}
