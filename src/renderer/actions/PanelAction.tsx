import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { useTexts } from '../texts';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';

/** The sheet's code loads when it first opens, not with every screen that offers a panel. */
const PanelSheet = lazy(() => import('./PanelSheet').then((module) => ({ default: module.PanelSheet })));

/**
 * `kind: panel`: a button that opens the action's `panel`, a layout drawn in the tapped record's scope, in a sheet
 * (PanelSheet). The layout is drawn only while the sheet is open, so its data is fetched on each opening and never
 * refetched behind a closed sheet; an action in it closes it with `onSuccess: { close: true }`. `onFinished` is
 * called whenever it closes.
 */
export function PanelAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTexts();
  const [opened, setOpened] = useState(autoStart ?? false);
  // Drawn from its first opening on (and then kept, so that it closes with its transition).
  const [drawn, setDrawn] = useState(opened);
  const close = useCallback(() => {
    setOpened(false);
    onFinished?.();
  }, [onFinished]);
  const panel = action.panel;
  if (!panel) return null;
  return (
    <>
      {!autoStart && (
        <Button
          variant="light"
          fullWidth={fullWidth}
          leftSection={<ActionIcon name={action.icon} />}
          onClick={() => {
            setDrawn(true);
            setOpened(true);
          }}
        >
          {t(action.label)}
        </Button>
      )}
      {drawn && (
        <Suspense fallback={null}>
          <PanelSheet action={{ ...action, panel }} scope={scope} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
