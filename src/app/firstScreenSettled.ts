import { whenIdle } from '../ui/whenIdle';

/** When a first screen that never settles (a call that hangs) stops holding back the work waiting for it. */
const latestStart = 15_000;

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Said by `SettledScreen` when its screen has settled: drawn with its answers, nothing of it loading. */
export function firstScreenSettled(): void {
  settle();
}

/**
 * Resolves once the page's first contentful paint is on the screen: the browser reports it only when the frame has
 * been presented. An idle main thread is not enough: the frame may still be on its way through the browser's other
 * processes, which work such as a service worker's install keeps busy. Without paint timing, after the next frame.
 */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Runs `run` at the first idle moment after the app's first screen has settled and its paint is on the screen (or
 * `latestStart` ms after this is asked, whichever comes first), at the latest `longestWait` ms after that: for work
 * the first screen does not draw with (loading code ahead of its use, linking the manifest, installing the service
 * worker), which would otherwise share a phone's connection, main thread and browser with the first screen.
 */
export function afterFirstScreen(run: () => void, longestWait: number): void {
  const latest = new Promise<void>((resolve) => setTimeout(resolve, latestStart));
  void Promise.race([settled.then(firstPaintShown), latest]).then(() => whenIdle(run, longestWait));
}
