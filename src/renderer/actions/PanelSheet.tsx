import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTexts } from '../texts';
import type { ActionSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { PanelContext, type PanelControls } from './panelContext';
import { LayoutView } from '../LayoutView';
import { useOpenedAfterMount } from './useOpenedAfterMount';
import '../../ui/styles/screenStyles';

interface PanelSheetProps {
  action: ActionSpec & { panel: NonNullable<ActionSpec['panel']> };
  scope: TemplateScope;
  opened: boolean;
  /** Closes the sheet; called at once (not on React's next render) by an action in it or by the sheet's own close. */
  onClose: () => void;
}

/**
 * The sheet of a `kind: panel` action: from the bottom on phones narrower than 500 px, from the right on wider
 * screens. Its own file, so that the sheet's code (Mantine's drawer, focus trap and scroll lock) loads on the first
 * tap, not with every screen that offers a panel. The layout is drawn only while the sheet is open.
 */
export function PanelSheet({ action, scope, opened, onClose }: PanelSheetProps) {
  const { t } = useTexts();
  const phone = useMediaQuery('(max-width: 499.98px)');
  const [scrollParent, setScrollParent] = useState<HTMLElement | null>(null);
  const controls = useMemo<PanelControls>(() => ({
    // At once, not on React's next render: a refresh right after then finds the panel's data off the screen.
    close: () => flushSync(onClose),
    scrollParent,
  }), [onClose, scrollParent]);
  const shown = useOpenedAfterMount(opened);
  const { title, ...body } = action.panel;
  return (
    <Drawer.Root opened={shown} onClose={controls.close} position={phone ? 'bottom' : 'right'} size={phone ? '92%' : 'lg'}>
      <Drawer.Overlay />
      <Drawer.Content ref={setScrollParent} radius={phone ? 'md' : undefined}>
        <Drawer.Header>
          <Drawer.Title fw={600}>{t(title ?? action.label)}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('common.close')} />
        </Drawer.Header>
        <Drawer.Body>
          {shown && (
            <PanelContext.Provider value={controls}>
              <LayoutView body={body} scope={scope} screen={null} path={`action "${action.id}" panel`} />
            </PanelContext.Provider>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
