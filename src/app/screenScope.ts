import dayjs from 'dayjs';
import type { TemplateScope } from '../ground/screenLanguage/renderTemplate';
import type { Tenant } from '../ground/contract';
import type { Session } from '../session/sessionTypes';
import { userOf } from './userOf';

/**
 * The base of every screen's template scope: the route's `$params`, the session's `$user`, `$today`, and what a
 * screen may ask of the tenant's settings (`$tenant`: its name, default language and whether it speaks each person's
 * own language, `useUserLanguage`), when the tenant is known.
 */
export function screenScope(session: Session | null, params: Record<string, string | undefined>, tenant?: Tenant | null): TemplateScope {
  return {
    $params: params,
    $user: userOf(session),
    $today: dayjs().format('YYYY-MM-DD'),
    ...(tenant && { $tenant: { name: tenant.name, defaultLanguage: tenant.defaultLanguage, useUserLanguage: tenant.useUserLanguage } }),
  };
}
