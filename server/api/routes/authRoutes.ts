import type { LoginRequest, RightsMap, Tenant, TokenResponse } from '../../../src/api/contract';
import { logIn } from '../../auth/logIn';
import { anySession } from '../accessRules';
import { headerEquals, object, text, type Field } from '../fields';
import { publicRoute, route, type ApiRoute } from '../route';

const loginBody: Field<LoginRequest> = object(
  { username: text({ max: 320 }), password: text({ trim: false, max: 1024 }) },
  { unknownKeys: 'reject' },
);

/** Logging in, refreshing, rights and the public tenant configuration. */
export const authRoutes: readonly ApiRoute[] = [
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
];
