import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { renderTemplate } from '../../spec/renderTemplate';
import { useRendererEnvironment } from '../RendererEnvironment';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';

/** `kind: navigate`: opens the path in `to`, templated with the record. */
export function NavigateAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTranslation();
  const { navigate } = useRendererEnvironment();
  const go = () => {
    navigate(renderTemplate(action.to ?? '/', scope));
    onFinished?.();
  };
  useEffect(() => {
    if (autoStart) go();
    // Start once, when asked to start without a button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  if (autoStart) return null;
  return (
    <Button variant="light" fullWidth={fullWidth} leftSection={<ActionIcon name={action.icon} />} onClick={go}>
      {t(action.label)}
    </Button>
  );
}
