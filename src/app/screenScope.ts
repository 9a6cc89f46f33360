import dayjs from 'dayjs';
import type { TemplateScope } from '../spec/renderTemplate';
import type { Session } from '../session/sessionTypes';
import { userOf } from './userOf';

/** The base of every screen's template scope: the route's `$params`, the session's `$user` and `$today`. */
export function screenScope(session: Session | null, params: Record<string, string | undefined>): TemplateScope {
  return {
    $params: params,
    $user: userOf(session),
    $today: dayjs().format('YYYY-MM-DD'),
  };
}
