import { RightsMap, Tenant, TokenResponse, UserLanguage, type LoginRequest } from '../../../src/api/contract';
import { ForgottenPasswordAnswer, type ForgottenPasswordRequest, type NewPasswordRequest } from '../../../src/api/contract/persons';
import { logIn } from '../../auth/logIn';
import { maxLoginNameLength } from '../../auth/loginRateLimit';
import { endSession, refreshSession } from '../../auth/sessions';
import { chooseLanguage, languageOf, userLanguages } from '../../auth/userLanguage';
import { tenantScreens } from '../../tenantConfig/tenantOverlay';
import { requestPasswordReset, resetPassword } from '../../store/passwordResetStore';
import { anySession } from '../accessRules';
import { headerEquals, object, oneOf, text, type Field } from '../../kernel/fields';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';

const loginBody: Field<LoginRequest> = object(
  { username: text({ max: maxLoginNameLength }), password: text({ trim: false, max: 1024 }) },
  { unknownKeys: 'reject' },
);

const forgottenBody: Field<ForgottenPasswordRequest> = object({ username: text({ max: 320 }) }, { unknownKeys: 'reject' });
const newPasswordBody: Field<NewPasswordRequest> = object({ password: text({ trim: false, max: 1024 }) }, {
  unknownKeys: 'reject',
  check: ({ password }) => ([...password].length < 8 || password.trim().length === 0
    ? { path: 'password', message: 'must be at least 8 characters' } : null),
});
const tokenParams: Field<{ token: string }> = object({ token: text({ max: 200 }) }, { unknownKeys: 'ignore' });

/** Logging in, refreshing, rights, the public tenant configuration and the forgotten-password flow. */
export const authRoutes: readonly ApiRoute[] = [
  publicRoute({
    method: 'POST', path: '/auth/token', headers: headerEquals('Type', 'MOBILE'), body: loginBody, answer: TokenResponse,
    handle: (ctx, { body }): Promise<TokenResponse> =>
      logIn(ctx.db, ctx.tokens, ctx.tenant.id, body, { userAgent: ctx.request.headers['user-agent'], moment: ctx.now }),
  }),
  route({
    method: 'GET', path: '/auth/refresh', access: anySession, answer: TokenResponse,
    summary: 'The session\'s next token; the one sent stops working 30 s later',
    handle: async (ctx): Promise<TokenResponse> => ({ token: await refreshSession(ctx.db, ctx.tokens, ctx.principal, ctx.now) }),
  }),
  route({
    method: 'GET', path: '/userLanguage', access: anySession, answer: UserLanguage,
    summary: 'The language the caller chose for their login',
    handle: (ctx) => languageOf(ctx.db, ctx.principal),
  }),
  route({
    method: 'POST', path: '/userLanguage', access: anySession, answer: UserLanguage,
    summary: 'Keeps the language the caller chose; their next refreshed token carries it, and so does their next login',
    body: object({ language: oneOf(userLanguages) }, { unknownKeys: 'reject' }),
    handle: (ctx, { body }) => chooseLanguage(ctx.db, ctx.principal, body.language),
  }),
  route({
    method: 'POST', path: '/auth/logout', access: anySession, status: 204,
    summary: 'Ends the session: its tokens get 401 from then on, on every server process',
    handle: async (ctx): Promise<void> => {
      if (ctx.principal.session) await endSession(ctx.db, ctx.principal.session.id, ctx.now);
    },
  }),
  route({
    method: 'GET', path: '/userRights', access: anySession, answer: RightsMap,
    handle: async (ctx): Promise<RightsMap> => ctx.principal.rights,
  }),
  route({
    method: 'GET', path: '/mailboxUserRights', access: anySession, answer: RightsMap,
    handle: async (ctx): Promise<RightsMap> => ctx.principal.mailboxRights,
  }),
  publicRoute({
    method: 'POST', path: '/forgottenPassword', body: forgottenBody, answer: ForgottenPasswordAnswer,
    handle: (ctx, { body }): Promise<ForgottenPasswordAnswer> => requestPasswordReset(ctx, body.username),
  }),
  publicRoute({
    method: 'POST', path: '/forgottenPassword/:token', params: tokenParams, body: newPasswordBody, answer: ForgottenPasswordAnswer,
    handle: (ctx, { params, body }): Promise<ForgottenPasswordAnswer> => resetPassword(ctx, params.token, body.password),
  }),
  publicRoute({
    method: 'GET', path: '/tenant', answer: Tenant,
    handle: async (ctx): Promise<Tenant> => ({ ...ctx.tenant.config, overlay: (await tenantScreens(ctx.db, ctx.tenant)).applied }),
  }),
];
