import type { ActivityType } from '../../../src/api/contract/reference';
import { listMyActivities } from '../../store/activityStore';
import { anySession } from '../accessRules';
import { oneOf, optional } from '../fields';
import type { Paging } from '../paging';
import { filters, list } from '../resourceRoutes';
import type { ApiRoute } from '../route';

/** The reference lists of section 7 and the caller's activities. */
export const referenceRoutes: readonly ApiRoute[] = [
  list({
    path: '/activities', access: anySession,
    filters: filters({ type: optional(oneOf(['LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM'] as const), null) }),
    fetch: (ctx, query: { type: ActivityType | null } & Paging) => listMyActivities(ctx.db,
      { tenantId: ctx.tenant.id, userId: ctx.principal.userId, personId: ctx.principal.personId }, query),
  }),
];
