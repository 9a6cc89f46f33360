import { QueryClient } from '@tanstack/react-query';

/**
 * The cache of answers: made once at start-up, before the app draws, so that the first screen's calls can start
 * while its code still loads (`preloadScreenAt`). Answers count as fresh for 30 s; a failed call is tried once more.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}
