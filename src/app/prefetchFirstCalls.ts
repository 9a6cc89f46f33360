import type { QueryClient } from '@tanstack/react-query';
import type { ScreenSpec } from '../ground/screenLanguage/types';
import type { Session } from '../session/sessionTypes';
import { accessProbe } from '../session/can';
import { firstSources } from '../renderer/firstCalls';
import { sourceQuery } from '../renderer/hooks/sourceQuery';
import { sourceAddress } from '../api/fetchSource';
import { rememberFirstCalls } from '../api/earlyCalls';
import { screenScope } from './screenScope';

/**
 * Starts the calls the screen will make as soon as it draws (see `firstSources`), into the cache its parts read: the
 * answers are on their way while the frame and the layout are still being built, instead of after. A call that fails
 * here is made again by the part that needs it. The calls are remembered for `pathname`, so that the next logged-in
 * start there makes them before the app's code has loaded (`earlyCalls.ts`).
 */
export function prefetchFirstCalls(queryClient: QueryClient, screen: ScreenSpec, session: Session, params: Record<string, string | undefined>, pathname: string): void {
  const scope = screenScope(session, params);
  const sources = firstSources(screen, scope, accessProbe(session));
  for (const { source, reading } of sources) void queryClient.prefetchQuery(sourceQuery(source, scope, reading));
  rememberFirstCalls(pathname, sources.flatMap(({ source, reading }) => sourceAddress(source, scope, reading) ?? []));
}
