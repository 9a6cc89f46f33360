import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ActionProps } from './ActionProps';
import { ActionIcon } from './ActionIcon';
import { PanelContext, type PanelControls } from './panelContext';
import { LayoutView } from '../LayoutView';

/**
 * `kind: panel`: a button that opens the action's `panel`, a layout drawn in the tapped record's scope, in a sheet
 * from the bottom on phones narrower than 500 px (from the right on wider screens). The layout is drawn only while
 * the sheet is open, so its data is fetched on each opening and never refetched behind a closed sheet; an action in
 * it closes it with `onSuccess: { close: true }`. `onFinished` is called whenever it closes.
 */
export function PanelAction({ action, scope, autoStart, onFinished, fullWidth }: ActionProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(autoStart ?? false);
  const phone = useMediaQuery('(max-width: 499.98px)');
  const [scrollParent, setScrollParent] = useState<HTMLElement | null>(null);
  const controls = useMemo<PanelControls>(() => ({
    close: () => {
      // At once, not on React's next render: a refresh right after then finds the panel's data off the screen.
      flushSync(() => setOpened(false));
      onFinished?.();
    },
    scrollParent,
  }), [onFinished, scrollParent]);
  if (!action.panel) return null;
  const { title, ...body } = action.panel;
  return (
    <>
      {!autoStart && (
        <Button
          variant="light"
          fullWidth={fullWidth}
          leftSection={<ActionIcon name={action.icon} />}
          onClick={() => setOpened(true)}
        >
          {t(action.label)}
        </Button>
      )}
      <Drawer.Root opened={opened} onClose={controls.close} position={phone ? 'bottom' : 'right'} size={phone ? '92%' : 'lg'}>
        <Drawer.Overlay />
        <Drawer.Content ref={setScrollParent} radius={phone ? 'md' : undefined}>
          <Drawer.Header>
            <Drawer.Title fw={600}>{t(title ?? action.label)}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('common.close')} />
          </Drawer.Header>
          <Drawer.Body>
            {opened && (
              <PanelContext.Provider value={controls}>
                <LayoutView body={body} scope={scope} screen={null} path={`action "${action.id}" panel`} />
              </PanelContext.Provider>
            )}
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
