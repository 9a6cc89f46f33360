import { useEffect, useRef, useState } from 'react';
import { Tabs } from '@mantine/core';
import { useTexts } from '../texts';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { useRendererEnvironment } from '../RendererEnvironment';
import { LayoutView } from '../LayoutView';
import { TabsPicker } from '../parts/TabsPicker';
import { edgeFade, fadeWidth, useScrollEdges } from '../../ui/useScrollEdges';
import type { LayoutProps } from './LayoutProps';
import '../../ui/styles/screenStyles';

/**
 * `layout: tabs`: several child layouts, one per tab; a tab whose condition fails is not offered. With `picker:` the
 * tabs (and those nested in them) are picked in one row of selects instead.
 */
export function TabsLayout({ body, scope, screen }: LayoutProps<'tabs'>) {
  if (body.picker) return <TabsPicker body={body} picker={body.picker} scope={scope} screen={screen} />;
  return <TabsRow body={body} scope={scope} screen={screen} />;
}

/**
 * The tabs as a row of tabs over the open tab's layout. A row wider than the phone scrolls sideways, its ends fading
 * where tabs are out of view (so "Invoices" half out of view reads as more to come, not as "Invoi"), and the tab
 * picked scrolls fully into view.
 */
function TabsRow({ body, scope, screen }: LayoutProps<'tabs'>) {
  const { t } = useTexts();
  const { access } = useRendererEnvironment();
  const panes = body.tabs.filter((pane) => evaluateCondition(pane.when, scope, access));
  const [active, setActive] = useState<string | null>(panes[0]?.id ?? null);
  const row = useRef<HTMLDivElement>(null);
  const fade = edgeFade(useScrollEdges(row));
  useEffect(() => {
    const list = row.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    // Only the row scrolls, never the page; past the fade, so the tab reads whole.
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left + fadeWidth;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right + fadeWidth;
  }, [active]);
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List ref={row} grow style={{ flexWrap: 'nowrap', overflowX: 'auto', maskImage: fade, WebkitMaskImage: fade }}>
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
