import { useEffect } from 'react';
import { fetchFile } from '../../api/fetchFile';
import { toApiFailure, wasCancelled } from '../../api/ApiFailure';
import { useRendererEnvironment } from '../RendererEnvironment';
import { saveFile } from '../files/saveFile';
import { useTransfer } from '../files/useTransfer';
import type { ActionProps } from './ActionProps';
import { FileTransferButton } from './FileTransferButton';

/**
 * `kind: download`: fetches a file through the api with the session and saves it under the server's file name;
 * while it comes, a progress bar with its percent and a Cancel button that aborts it.
 */
export function DownloadAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { notify } = useRendererEnvironment();
  const download = useTransfer();
  const start = async () => {
    if (!action.download) return;
    try {
      const file = await fetchFile(action.download, scope, download.begin());
      saveFile(file.blob, file.fileName);
      if (action.onSuccess?.toast) notify({ type: 'success', message: action.onSuccess.toast });
    } catch (error) {
      const failure = toApiFailure(error);
      notify({ type: wasCancelled(failure) ? 'info' : 'error', message: failure.message });
    } finally {
      download.end();
      onFinished?.();
    }
  };
  useEffect(() => {
    if (autoStart) void start();
    // Start once, when asked to start without a button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  // Started without a button (from a menu of another part): nothing of its own is drawn.
  if (autoStart) return null;
  return (
    <FileTransferButton label={action.label} icon={action.icon ?? 'download'} transfer={download} onClick={() => void start()} fullWidth={fullWidth} />
  );
}
