import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../../api/fetchFile';
import { toApiFailure } from '../../api/ApiFailure';
import { useRendererEnvironment } from '../RendererEnvironment';
import { saveFile } from '../files/saveFile';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';

/** `kind: download`: fetches a file through the api with the session and saves it under the server's file name. */
export function DownloadAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTranslation();
  const { notify } = useRendererEnvironment();
  const [running, setRunning] = useState(false);
  const start = async () => {
    if (!action.download) return;
    setRunning(true);
    try {
      const file = await fetchFile(action.download, scope);
      saveFile(file.blob, file.fileName);
      if (action.onSuccess?.toast) notify({ type: 'success', message: action.onSuccess.toast });
    } catch (error) {
      notify({ type: 'error', message: toApiFailure(error).message });
    } finally {
      setRunning(false);
      onFinished?.();
    }
  };
  useEffect(() => {
    if (autoStart) void start();
    // Start once, when asked to start without a button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  if (autoStart) return null;
  return (
    <Button variant="light" fullWidth={fullWidth} loading={running} leftSection={<ActionIcon name={action.icon ?? 'download'} />} onClick={() => void start()}>
      {t(action.label)}
    </Button>
  );
}
