import { loginRequest, RightsMap, Tenant, TokenResponse, UserLanguage } from '../../../src/ground/contract';
import { ForgottenPasswordAnswer, forgottenPasswordRequest, newPasswordRequest } from '../../../src/ground/contract/persons';
import { logIn } from '../../auth/logIn';
import { endSession, refreshSession } from '../../auth/sessions';
import { chooseLanguage, languageOf, userLanguages } from '../../auth/userLanguage';
import { tenantScreens } from '../../tenantConfig/tenantOverlay';
import { requestPasswordReset, resetPassword } from '../../auth/passwordReset';
import { anySession } from '../accessRules';
import { headerEquals, object, oneOf, text, type Field } from '../../../src/ground/contract/fields/fields';
import { publicRoute, route, type ApiRoute } from '../../kernel/route';

const tokenParams: Field<{ token: string }> = object({ token: text({ max: 200 }) }, { unknownKeys: 'ignore' });

/** Logging in, refreshing, rights, the public tenant configuration and the forgotten-password flow. */
export const authRoutes: readonly ApiRoute[] = [
  publicRoute({
    method: 'POST', path: '/auth/token', headers: headerEquals('Type', 'MOBILE'), body: loginRequest, answer: TokenResponse,
    summary: 'Log in and open a session',
    description: 'A login of the host\'s tenant: an e-mail address (any case), a project number (`P-1001`) or a plus-crew number '
      + '(`PC-7`). Answers the session\'s first token; every login opens a session of its own, which lives 8 hours unless refreshed. '
      + '401 for a wrong login or password (alike); 429 with Retry-After after 5 failures for one login or 20 from one address '
      + 'within 15 minutes.',
    handle: (ctx, { body }): Promise<TokenResponse> =>
      logIn(ctx.db, ctx.tokens, ctx.tenant.id, body, { userAgent: ctx.request.headers['user-agent'], moment: ctx.now }),
  }),
  route({
    method: 'GET', path: '/auth/refresh', access: anySession, answer: TokenResponse,
    summary: "Get the session's next token",
    description: 'The session then lives 8 hours from now. The token sent keeps working for 30 s (for requests already on their way), '
      + 'then never again; refreshing with such a token answers a token for the session\'s current one.',
    handle: async (ctx): Promise<TokenResponse> => ({ token: await refreshSession(ctx.db, ctx.tokens, ctx.principal, ctx.now) }),
  }),
  route({
    method: 'GET', path: '/userLanguage', access: anySession, answer: UserLanguage,
    summary: 'Get the language the caller chose for their login',
    handle: (ctx) => languageOf(ctx.db, ctx.principal),
  }),
  route({
    method: 'POST', path: '/userLanguage', access: anySession, answer: UserLanguage,
    summary: 'Choose the language of the caller\'s login',
    description: 'Kept with the login: the next refreshed token carries it, and so does the next login.',
    body: object({ language: oneOf(userLanguages) }, { unknownKeys: 'reject' }),
    handle: (ctx, { body }) => chooseLanguage(ctx.db, ctx.principal, body.language),
  }),
  route({
    method: 'POST', path: '/auth/logout', access: anySession, status: 204,
    summary: 'Log out: end the session',
    description: 'The session\'s tokens get 401 from the next request on, on every server process.',
    handle: async (ctx): Promise<void> => {
      if (ctx.principal.session) await endSession(ctx.db, ctx.principal.session.id, ctx.now);
    },
  }),
  route({
    method: 'GET', path: '/userRights', access: anySession, answer: RightsMap,
    summary: "Get the caller's rights, by resource",
    handle: async (ctx): Promise<RightsMap> => ctx.principal.rights,
  }),
  route({
    method: 'GET', path: '/mailboxUserRights', access: anySession, answer: RightsMap,
    summary: "Get the caller's mailbox rights, by resource",
    handle: async (ctx): Promise<RightsMap> => ctx.principal.mailboxRights,
  }),
  publicRoute({
    method: 'POST', path: '/forgottenPassword', body: forgottenPasswordRequest, answer: ForgottenPasswordAnswer,
    summary: 'Ask for a password reset link',
    description: 'For a full (e-mail) login of the tenant: a link valid one hour, at most 5 an hour per login. No e-mail is sent yet: '
      + 'the reference server writes the link to its log. The answer is the same whether or not the login exists.',
    handle: (ctx, { body }): Promise<ForgottenPasswordAnswer> => requestPasswordReset(ctx, body.username),
  }),
  publicRoute({
    method: 'POST', path: '/forgottenPassword/:token', params: tokenParams, body: newPasswordRequest, answer: ForgottenPasswordAnswer,
    summary: "Set a new password with a reset link's token",
    description: 'At least 8 characters. Spends the token and every other open reset token of the login, and ends all its sessions. '
      + '404 for an unknown token, 410 for a used or expired one.',
    handle: (ctx, { params, body }): Promise<ForgottenPasswordAnswer> => resetPassword(ctx, params.token, body.password),
  }),
  publicRoute({
    method: 'GET', path: '/tenant', answer: Tenant,
    summary: "Get the host's tenant: its name, look, languages and screens",
    description: 'Read before login: the configuration of the tenant that the request\'s host belongs to, with its screen overlay applied.',
    handle: async (ctx): Promise<Tenant> => ({ ...ctx.tenant.config, overlay: (await tenantScreens(ctx.db, ctx.tenant)).applied }),
  }),
];
