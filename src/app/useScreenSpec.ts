import { startTransition, useEffect, useState } from 'react';
import type { LazyScreen, RegisteredScreen, ScreenSpec } from '../ground/screenLanguage/types';
import { preloadLayouts } from '../renderer/registry';

/** Specs loaded so far, by their loader (kept when the overlay rebuilds the registry: the loader stays the same). */
const loadedSpecs = new WeakMap<LazyScreen['load'], ScreenSpec>();

export const isLazyScreen = (screen: RegisteredScreen): screen is LazyScreen => 'load' in screen && typeof screen.load === 'function';

/** Loads a lazy screen's spec and, in parallel, the code of the layouts it draws; answers the spec. */
export function loadScreenCode(screen: LazyScreen): Promise<ScreenSpec> {
  preloadLayouts(screen.layouts);
  return screen.load();
}

/** A screen's whole spec: at once when it is at hand or was loaded before, else loaded now (null meanwhile). */
export interface ScreenSpecState {
  spec: ScreenSpec | null;
  /** The spec's chunk could not be loaded (offline, before the service worker had it). */
  failed: boolean;
  retry: () => void;
}

/**
 * Loads a lazy screen's spec chunk and, in parallel, the code of the layouts it draws; a tenant's screen is whole
 * already. The spec of a screen seen before comes from memory, so going back shows it without a spinner.
 */
export function useScreenSpec(screen: RegisteredScreen): ScreenSpecState {
  const lazy = isLazyScreen(screen) ? screen : null;
  const [, setLoaded] = useState<ScreenSpec | null>(null);
  const [failedFor, setFailedFor] = useState<LazyScreen['load'] | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!lazy || loadedSpecs.has(lazy.load)) return undefined;
    let current = true;
    loadScreenCode(lazy).then(
      (spec) => {
        loadedSpecs.set(lazy.load, spec);
        // A transition: the screen's first drawing is rendered in slices, not in one long task.
        if (current) startTransition(() => setLoaded(spec));
      },
      () => current && setFailedFor(lazy.load),
    );
    return () => {
      current = false;
    };
  }, [lazy, attempt]);
  const retry = () => {
    setFailedFor(null);
    setAttempt((count) => count + 1);
  };
  if (!isLazyScreen(screen)) return { spec: screen, failed: false, retry };
  const spec = loadedSpecs.get(screen.load) ?? null;
  return { spec, failed: spec === null && failedFor === screen.load, retry };
}
