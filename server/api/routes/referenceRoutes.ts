import { readFileSync } from 'node:fs';
import type { TSchema } from 'typebox';
import {
  Activity, CateringAgreementType, ChargeType, CrewFunctionType, Insurance, ReferenceItem, Region, ServerStatus, TaxType, UserSummary,
  type ActivityType, type ReferenceListName,
} from '../../../src/api/contract/reference';
import { listMyActivities } from '../../store/activityStore';
import { listReference, listUsers } from '../../store/referenceStore';
import { anySession, anyUser } from '../accessRules';
import { holdsRight } from '../../kernel/canAccess';
import { nullable, oneOf, optional, text } from '../../kernel/fields';
import type { Paging } from '../../kernel/paging';
import { filters, list } from '../resourceRoutes';
import { publicRoute, type ApiRoute } from '../../kernel/route';

const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const search = filters({ q: optional(nullable(text({ max: 100 })), null) });
type Search = { q: string | null } & Paging;

/** The entry of each reference list: the shared fields, and the list's own for some. */
const entryOf: Record<ReferenceListName, TSchema> = {
  activityTypes: ReferenceItem, cateringAgreementTypes: CateringAgreementType, chargeTypes: ChargeType, countries: ReferenceItem,
  nationalities: ReferenceItem, regions: Region, insurance: Insurance, functions: CrewFunctionType, statuses: ReferenceItem,
  messageTypes: ReferenceItem, qualityCheckTypes: ReferenceItem, taxTypes: TaxType, permissionTypes: ReferenceItem,
};

/** `GET /<name>`: a reference list, readable by any session (nothing in it is personal). */
const referenceList = (name: ReferenceListName): ApiRoute => list({
  path: `/${name}`, access: anySession, item: entryOf[name], filters: search,
  fetch: (ctx, query: Search) => listReference(ctx, name, query),
});

/** The reference lists of section 7, the caller's activities, the tenant's users and the server status. */
export const referenceRoutes: readonly ApiRoute[] = [
  list({
    path: '/activities', access: anySession, item: Activity,
    filters: filters({ type: optional(oneOf(['LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM'] as const), null) }),
    fetch: (ctx, query: { type: ActivityType | null } & Paging) => listMyActivities(ctx.db,
      {
        tenantId: ctx.tenant.id, userId: ctx.principal.userId, personId: ctx.principal.personId,
        staff: holdsRight(ctx.principal, 'persons.READ'),
      }, query),
  }),
  ...(Object.keys(entryOf) as ReferenceListName[]).map(referenceList),
  list({ path: '/users', access: anyUser, item: UserSummary, filters: search, fetch: (ctx, query: Search) => listUsers(ctx, query) }),
  publicRoute({
    method: 'GET', path: '/status', answer: ServerStatus,
    handle: async (ctx): Promise<ServerStatus> => ({ status: 'ok', version, time: ctx.now.toISOString() }),
  }),
];
