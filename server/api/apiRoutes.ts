import type { BlockDateRequest, LoginRequest, RightsMap, Tenant, TokenResponse } from '../../src/api/contract';
import type { AccessRule } from '../../src/spec/types';
import { logIn } from '../auth/logIn';
import { deleteBlockDate, insertBlockDate } from '../store/blockDateStore';
import { confirmJob, findJob, jobPeriods, listJobs } from '../store/jobStore';
import { listPlanningItems } from '../store/planningItemStore';
import { headerEquals, isoDate, nullable, object, oneOf, optional, text, type Field } from './fields';
import { create, filters, getOne, idParams, list, remove } from './resourceRoutes';
import { publicRoute, route, type ApiRoute } from './route';

/** Any session, limited logins included. */
const anySession: AccessRule = { tokenTypes: ['user', 'project', 'pluscrew'] };
/** A full login of the crew login type. */
const crew: AccessRule = { loginTypes: ['crew'] };

const loginBody: Field<LoginRequest> = object(
  { username: text({ max: 320 }), password: text({ trim: false, max: 1024 }) },
  { unknownKeys: 'reject' },
);

const blockDateBody: Field<BlockDateRequest> = object(
  { startDate: isoDate(), endDate: optional(nullable(isoDate()), null), reason: text({ max: 500 }) },
  {
    unknownKeys: 'reject',
    check: ({ startDate, endDate }) =>
      endDate !== null && endDate < startDate ? { path: 'endDate', message: 'must not be before startDate' } : null,
  },
);

/**
 * The table of /api/v1 calls. A row says method, path, who may call it (login types, token types and
 * `resource.PERMISSION` rights, checked centrally) and which store function answers; `list`, `getOne`,
 * `create` and `remove` make the usual rows over a resource.
 */
export const apiRoutes: readonly ApiRoute[] = [
  publicRoute({
    method: 'POST', path: '/auth/token', headers: headerEquals('Type', 'MOBILE'), body: loginBody,
    handle: (ctx, { body }): Promise<TokenResponse> => logIn(ctx.db, ctx.tokens, ctx.tenant.id, body),
  }),
  route({
    method: 'GET', path: '/auth/refresh', access: anySession,
    handle: async (ctx): Promise<TokenResponse> => ({ token: await ctx.tokens.sign(ctx.principal.claims) }),
  }),
  route({ method: 'GET', path: '/userRights', access: anySession, handle: async (ctx): Promise<RightsMap> => ctx.principal.rights }),
  route({
    method: 'GET', path: '/mailboxUserRights', access: anySession,
    handle: async (ctx): Promise<RightsMap> => ctx.principal.mailboxRights,
  }),
  publicRoute({ method: 'GET', path: '/tenant', handle: async (ctx): Promise<Tenant> => ctx.tenant.config }),

  list({ path: '/jobs', access: crew, filters: filters({ period: optional(oneOf(jobPeriods), null) }), fetch: listJobs }),
  getOne({ path: '/jobs/:id', access: crew, notFound: 'Job not found', fetch: findJob }),
  route({
    method: 'POST', path: '/jobs/:id/confirmation', access: crew, params: idParams,
    handle: (ctx, { params }) => confirmJob(ctx, params.id),
  }),

  list({
    path: '/planningCalendarItems', access: crew,
    filters: filters({ from: optional(isoDate(), null), to: optional(isoDate(), null) }, ({ from, to }) =>
      from && to && from > to ? { path: 'to', message: 'must not be before from' } : null),
    fetch: listPlanningItems,
  }),
  create({ path: '/blockDates', access: crew, body: blockDateBody, insert: insertBlockDate }),
  remove({ path: '/blockDates/:id', access: crew, notFound: 'Block date not found', delete: deleteBlockDate }),
];
