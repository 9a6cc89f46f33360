import type { QueryClient } from '@tanstack/react-query';
import type { ScreenSpec } from '../spec/types';
import type { Session } from '../session/sessionTypes';
import { accessProbe } from '../session/can';
import { firstCalls } from '../renderer/firstCalls';
import { screenScope } from './screenScope';

/**
 * Starts the calls the screen will make as soon as it draws (see `firstCalls`), into the cache its parts read: the
 * answers are on their way while the frame and the layout are still being built, instead of after. A call that fails
 * here is made again by the part that needs it.
 */
export function prefetchFirstCalls(queryClient: QueryClient, screen: ScreenSpec, session: Session, params: Record<string, string | undefined>): void {
  for (const call of firstCalls(screen, screenScope(session, params), accessProbe(session))) void queryClient.prefetchQuery(call);
}
