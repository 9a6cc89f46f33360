import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescedTimers } from './coalescedTimers';

/** One set of timers for every query of the page: TanStack Query wants one provider from before the first query on. */
const queryTimers = coalescedTimers();

/**
 * The cache of answers: made once at start-up, before the app draws, so that the first screen's calls can start
 * while its code still loads (`preloadScreenAt`). Answers count as fresh for 30 s; a failed call is tried once more.
 * Its timers share one browser timer (`coalescedTimers`).
 */
export function createQueryClient(): QueryClient {
  timeoutManager.setTimeoutProvider(queryTimers);
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}
