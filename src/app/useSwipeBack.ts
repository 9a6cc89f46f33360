import { useEffect } from 'react';

/** How far right (px) a finger must travel, and how little it may drift up or down, to count as "back". */
const minDistance = 80;
const maxDrift = 50;

/**
 * Swiping right navigates back (section 1); off when `enabled` is false. Horizontal scrollers keep their swipes.
 * While it is on, the browser's own swipe back (Chrome's overscroll history navigation) is held back, or one swipe
 * would go back twice; where the app does not go back itself (home), the browser's stays.
 */
export function useSwipeBack(onBack: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement.style;
    const before = root.overscrollBehaviorX;
    root.overscrollBehaviorX = 'none';
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const scrollsSideways = event.target instanceof Element && event.target.closest('[data-swipe-ignore], .fc, [role="tablist"]');
      start = touch && event.touches.length === 1 && !scrollsSideways ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && touch.clientX - start.x > minDistance && Math.abs(touch.clientY - start.y) < maxDrift) onBack();
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
      root.overscrollBehaviorX = before;
    };
  }, [onBack, enabled]);
}
