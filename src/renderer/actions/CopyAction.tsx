import { Button } from '@mantine/core';
import { useTexts } from '../texts';
import { renderTemplate } from '../../ground/screenLanguage/renderTemplate';
import { useRendererEnvironment } from '../RendererEnvironment';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';

/**
 * `kind: copy`: puts `action.copy`, templated with the record, on the clipboard (a link to hand out), and says so with
 * the `onSuccess` toast (default common.copied); where the browser refuses the clipboard, a toast says to copy it by hand.
 */
export function CopyAction({ action, scope, onFinished, fullWidth }: ActionProps) {
  const { t } = useTexts();
  const { notify } = useRendererEnvironment();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(renderTemplate(action.copy ?? '', scope));
      notify({ type: 'success', message: action.onSuccess?.toast ?? 'common.copied' });
    } catch {
      notify({ type: 'warning', message: 'common.copyRefused' });
    } finally {
      onFinished?.();
    }
  };
  return (
    <Button variant="light" fullWidth={fullWidth} leftSection={<ActionIcon name={action.icon} />} onClick={() => void copy()}>
      {t(action.label)}
    </Button>
  );
}
