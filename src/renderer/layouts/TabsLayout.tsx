import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabPane } from '../../spec/types';
import { evaluateCondition } from '../../spec/evaluateCondition';
import { useRendererEnvironment } from '../RendererEnvironment';
import { LayoutView } from '../LayoutView';
import { TabsPicker } from '../parts/TabsPicker';
import type { LayoutProps } from './LayoutProps';
import '../../ui/styles/screenStyles';

/**
 * `layout: tabs`: several child layouts, one per tab; a tab whose condition fails is not offered. With `picker:` the
 * tabs (and those nested in them) are picked in one row of selects instead.
 */
export function TabsLayout({ body, scope, screen }: LayoutProps) {
  if (body.picker) return <TabsPicker body={body} picker={body.picker} scope={scope} screen={screen} />;
  return <TabsRow body={body} scope={scope} screen={screen} />;
}

/** The tabs as a row of tabs over the open tab's layout. */
function TabsRow({ body, scope, screen }: LayoutProps) {
  const { t } = useTranslation();
  const { access } = useRendererEnvironment();
  const panes = ((body.tabs ?? []) as TabPane[]).filter((pane) => evaluateCondition(pane.when, scope, access));
  const [active, setActive] = useState<string | null>(panes[0]?.id ?? null);
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List grow style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {panes.map((pane) => (
          <Tabs.Tab key={pane.id} value={pane.id}>{t(pane.label)}</Tabs.Tab>
        ))}
      </Tabs.List>
      {panes.map((pane, index) => (
        <Tabs.Panel key={pane.id} value={pane.id} pt="sm">
          <LayoutView body={pane} scope={scope} screen={screen} path={`/tabs/${index}`} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
