import { useState } from 'react';
import { fetchFile } from '../../api/fetchFile';
import { toApiFailure, wasCancelled } from '../../api/ApiFailure';
import { useRendererEnvironment } from '../RendererEnvironment';
import { canShareFiles } from '../files/canShareFiles';
import { useTransfer } from '../files/useTransfer';
import type { ActionProps } from './ActionProps';
import { FileTransferButton } from './FileTransferButton';

/**
 * `kind: share`: fetches a file through the api with the session and hands it to the phone's share sheet (mail, chat,
 * files). Drawn only where the browser can share files, so a desktop browser shows the download beside it alone.
 */
export function ShareAction(props: ActionProps) {
  if (props.autoStart || !canShareFiles()) return null;
  return <ShareButton {...props} />;
}

function ShareButton({ action, scope, onFinished, fullWidth }: ActionProps) {
  const { notify } = useRendererEnvironment();
  const download = useTransfer();
  // Kept when the share sheet would not open after a slow fetch (the tap's permission to share had run out): the
  // next tap shares it at once.
  const [fetched, setFetched] = useState<File | null>(null);
  const share = async (file: File) => {
    if (!canShareFiles(navigator, [file])) {
      notify({ type: 'warning', message: 'handOffs.shareNotPossible' });
      return;
    }
    try {
      await navigator.share({ files: [file], title: file.name });
      setFetched(null);
      if (action.onSuccess?.toast) notify({ type: 'success', message: action.onSuccess.toast });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // the person closed the share sheet
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        setFetched(file);
        notify({ type: 'info', message: 'handOffs.shareTapAgain' });
        return;
      }
      throw error;
    }
  };
  const start = async () => {
    try {
      if (fetched) return await share(fetched);
      if (!action.share) return;
      const answer = await fetchFile(action.share, scope, download.begin());
      download.end();
      await share(new File([answer.blob], answer.fileName, { type: answer.contentType }));
    } catch (error) {
      const failure = toApiFailure(error);
      notify({ type: wasCancelled(failure) ? 'info' : 'error', message: failure.message });
    } finally {
      download.end();
      onFinished?.();
    }
  };
  return (
    <FileTransferButton label={action.label} icon={action.icon ?? 'share'} transfer={download} onClick={() => void start()} fullWidth={fullWidth} />
  );
}
