import { useEffect, useState } from 'react';

/**
 * `opened`, but false on the first render: a dialog whose code loads on its first opening mounts closed and opens
 * right after, as one that was always there would. Mantine's dialogs note the element that had the focus when they
 * open (not when they mount) and give the focus back to it when they close: the button that opened them.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return shown && opened;
}
