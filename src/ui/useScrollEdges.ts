import { useEffect, useState, type RefObject } from 'react';

/** Which ends of a row that scrolls sideways hide something: what is left of the view, what is right of it. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

const none: ScrollEdges = { start: false, end: false };

/** Under a pixel of rounding is not "more to see". */
const slack = 1;

/** The ends of `element`'s sideways scroll that hide something, as it is now. */
export function scrollEdgesOf(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEdges {
  return {
    start: element.scrollLeft > slack,
    end: element.scrollLeft + element.clientWidth < element.scrollWidth - slack,
  };
}

/**
 * Follows which ends of a sideways-scrolling row hide something (as it scrolls and as it or its content change size),
 * so the row can show that there is more to see instead of cutting a word at the edge ("Invoi").
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const next = scrollEdgesOf(element);
      setEdges((was) => (was.start === next.start && was.end === next.end ? was : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(element);
    for (const child of Array.from(element.children)) resized?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** How wide (px) the fade at an end of a row is. */
export const fadeWidth = 32;

/** A mask that fades the ends of a row where it hides something (none where it does not). */
export function edgeFade({ start, end }: ScrollEdges): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? `transparent, black ${fadeWidth}px` : 'black';
  const to = end ? `black calc(100% - ${fadeWidth}px), transparent` : 'black';
  return `linear-gradient(to right, ${from}, ${to})`;
}
