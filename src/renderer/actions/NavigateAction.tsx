import { useEffect, type MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { useTexts } from '../texts';
import { renderTemplate } from '../../ground/screenLanguage/renderTemplate';
import { isOutsideLink } from '../../ground/screenLanguage/outsideLink';
import { useRendererEnvironment } from '../RendererEnvironment';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';

/**
 * `kind: navigate`: opens the path in `to`, templated with the record. A link out of the app (`tel:`, `webcal:` …) is
 * drawn as a real link, so the phone can offer its own choices on a long press and the address can be read.
 */
export function NavigateAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTexts();
  const { navigate } = useRendererEnvironment();
  const target = renderTemplate(action.to ?? '/', scope);
  const go = () => {
    navigate(target);
    onFinished?.();
  };
  // The environment opens it (and refuses schemes a screen may not use); the href is there to be seen.
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    go();
  };
  useEffect(() => {
    if (autoStart) go();
    // Start once, when asked to start without a button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  if (autoStart) return null;
  if (isOutsideLink(target)) {
    return (
      <Button component="a" href={target} variant="light" fullWidth={fullWidth} leftSection={<ActionIcon name={action.icon} />} onClick={follow}>
        {t(action.label)}
      </Button>
    );
  }
  return (
    <Button variant="light" fullWidth={fullWidth} leftSection={<ActionIcon name={action.icon} />} onClick={go}>
      {t(action.label)}
    </Button>
  );
}
