import { useEffect, useRef, useState, type RefObject } from 'react';

/** Whether the page has shown its first screen: that one keeps the browser's own focus (the start of the page). */
let firstScreenShown = false;

/**
 * After each navigation inside the app (not on the page's first screen), moves the focus to the screen's heading,
 * so that a keyboard or screen-reader user starts at the new screen instead of where the old one left them, and
 * answers the words a polite live region should say about it (the new screen's title).
 */
export function useNavigationFocus(heading: RefObject<HTMLElement | null>, pathname: string, announcement: string): string {
  const [said, setSaid] = useState('');
  const latest = useRef(announcement);
  // Before the effect below, in the same commit: it reads the words of the screen just shown.
  useEffect(() => {
    latest.current = announcement;
  });
  useEffect(() => {
    if (!firstScreenShown) {
      firstScreenShown = true;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    setSaid(latest.current);
  }, [heading, pathname]);
  return said;
}
