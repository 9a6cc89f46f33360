import { memo, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ActionSpec, ListItemSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { usePanel } from '../actions/panelContext';
import { ItemCard } from './ItemCard';

interface ListProps {
  items: Record<string, unknown>[]; item: ListItemSpec; scope: TemplateScope; actions?: ActionSpec[];
  /** The words of a search, marked in every card. */
  marked?: readonly string[];
}

const sizing = { estimateSize: () => 104, overscan: 6, gap: 8 };

/**
 * Cards for a long list, virtualised against the window's scroll (or, in a panel, against the panel's): only the
 * cards near the screen are in the DOM, so 1000 jobs scroll as smoothly as ten. Cards are measured as they render,
 * so their heights may vary. Memoised: a render of the screen around it (a tab lighting up) does not redraw the cards.
 */
export const VirtualItemList = memo(function VirtualItemList(props: ListProps) {
  const panel = usePanel();
  return panel ? <PanelRows {...props} scrollParent={panel.scrollParent} /> : <WindowRows {...props} />;
});

function WindowRows(props: ListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScrollMargin(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({ count: props.items.length, ...sizing, scrollMargin });
  return <Rows {...props} listRef={listRef} virtualizer={virtualizer} scrollMargin={scrollMargin} />;
}

/** In a panel the page behind keeps its scroll: the list follows the panel's own scrolling element. */
function PanelRows({ scrollParent, ...props }: ListProps & { scrollParent: HTMLElement | null }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(scrollParent ? list - scrollParent.getBoundingClientRect().top + scrollParent.scrollTop : 0);
    // Measured again when the records arrive: what stands above the list (filters) has been drawn by then.
  }, [scrollParent, props.items.length]);
  // The virtualizer hands out fresh measurements on every scroll, which is what this component draws from.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: props.items.length, ...sizing, scrollMargin, getScrollElement: () => scrollParent });
  return <Rows {...props} listRef={listRef} virtualizer={virtualizer} scrollMargin={scrollMargin} />;
}

function Rows({ items, item, scope, actions, marked, listRef, virtualizer, scrollMargin }: ListProps & {
  listRef: RefObject<HTMLDivElement | null>; virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>; scrollMargin: number;
}) {
  return (
    <div ref={listRef} role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((row) => {
        const record = items[row.index];
        // The virtualizer counts the items: each of its rows has one.
        if (!record) return null;
        return (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <ItemCard item={record} spec={item} scope={scope} actions={actions} marked={marked} />
          </div>
        );
      })}
    </div>
  );
}
