import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, without its second render. Mantine's own hook returns React's id on the first render and then
 * swaps in a random one from a layout effect: every accordion, input and tooltip draws twice, the second time in a
 * blocking render right after the first screen's commit. React's id is already unique and stable for the
 * component's life, so it is kept (written with the characters an element id and a CSS selector allow).
 * `build/mantineStableIdPlugin.ts` puts this module in the place of Mantine's.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
