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
 * Runs `run` at the first idle moment after the app's first screen has settled (or `latestStart` ms after this is
 * asked, whichever comes first), at the latest `longestWait` ms after that: for work the first screen does not draw
 * with (loading code ahead of its use, linking the manifest), which would otherwise share a phone's connection and
 * main thread with the first screen's files and render.
 */
export function afterFirstScreen(run: () => void, longestWait: number): void {
  const latest = new Promise<void>((resolve) => setTimeout(resolve, latestStart));
  void Promise.race([settled, latest]).then(() => whenIdle(run, longestWait));
}
