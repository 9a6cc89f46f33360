import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ActionSpec, ListItemSpec } from '../../spec/types';
import type { TemplateScope } from '../../spec/renderTemplate';
import { ItemCard } from './ItemCard';

/**
 * Cards for a long list, virtualised against the window's scroll: only the cards near the screen are in the DOM,
 * so 1000 jobs scroll as smoothly as ten. Cards are measured as they render, so their heights may vary. Memoised:
 * a render of the screen around it (a tab lighting up) does not redraw the cards.
 */
export const VirtualItemList = memo(function VirtualItemList({ items, item, scope, actions, marked }: {
  items: Record<string, unknown>[]; item: ListItemSpec; scope: TemplateScope; actions?: ActionSpec[];
  /** The words of a search, marked in every card. */
  marked?: readonly string[];
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScrollMargin(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => 104,
    overscan: 6,
    gap: 8,
    scrollMargin,
  });
  return (
    <div ref={listRef} role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="listitem"
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          <ItemCard item={items[row.index]!} spec={item} scope={scope} actions={actions} marked={marked} />
        </div>
      ))}
    </div>
  );
});
