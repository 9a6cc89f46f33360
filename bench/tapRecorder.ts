/** What the page records of the taps on tabs (kept on `window.benchTaps`). */
export interface TapRecord {
  /** Per tap, ms from its pointerdown to the paint after the tapped tab shows selected. */
  selectedTabPainted: number[];
  /** Per interaction id, the longest Event Timing entry (input to next paint), ms. */
  interactions: Record<string, number>;
}

/**
 * Runs in the page (handed to `page.evaluate`): records each tab tap's input-to-next-paint through Event Timing
 * (entries of 16 ms and more, as INP sees them), and the time from the tap to the paint after the DOM shows the
 * tapped tab selected (a MutationObserver on `aria-selected`, then the frame after: requestAnimationFrame, then a
 * task).
 */
export function recordTabTaps(): void {
  const record: TapRecord = { selectedTabPainted: [], interactions: {} };
  Object.assign(window, { benchTaps: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const key = String(entry.interactionId);
      record.interactions[key] = Math.max(record.interactions[key] ?? 0, entry.duration);
    }
  // TypeScript's DOM types lack Event Timing's `durationThreshold` (16 ms is its lowest; the default is 104).
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  document.addEventListener('pointerdown', (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (!tab) return;
    const index = [...document.querySelectorAll('[role="tab"]')].indexOf(tab);
    const selected = () => document.querySelectorAll('[role="tab"]')[index]?.getAttribute('aria-selected') === 'true';
    const painted = () => requestAnimationFrame(() => setTimeout(() => record.selectedTabPainted.push(performance.now() - event.timeStamp)));
    if (selected()) {
      painted();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!selected()) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected'] });
  }, { capture: true });
}
