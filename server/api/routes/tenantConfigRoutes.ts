import type { ListResponse } from '../../../src/ground/contract';
import { Type } from 'typebox';
import { ListOf } from '../../../src/ground/contract/shapes';
import {
  ConfigurableTenant, MenuPreviewEntry, OverlayCheckAnswer, OverlayRevision, OverlayRevisionSummary, TenantConfiguration, TenantLogin,
  TenantScreen, overlayCheckRequest, overlayRequest, removeTenantScreenRequest, restoreRequest, screenMenuRequest,
  screenSwitchRequest, tenantScreenRequest,
} from '../../../src/ground/contract/tenantConfig';
import { formatSpecError } from '../../../src/ground/screenLanguage/formatSpecError';
import { menuEntries } from '../../../src/ground/screenLanguage/menuEntries';
import { userScopeOf } from '../../../src/ground/screenLanguage/menuPath';
import { loginDataColumns, loginDataOf, type LoginDataRow } from '../../auth/logIn';
import { applyOverlay } from '../../../src/ground/screenLanguage/overlay/applyOverlay';
import type { ScreenSetting } from '../../../src/ground/screenLanguage/overlay/TenantOverlay';
import { type AccessRule, type LoginType } from '../../../src/ground/screenLanguage/types';
import { parse } from 'yaml';
import { notFound } from '../../kernel/HttpError';
import { field, object, text, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';
import { route, type ApiRoute, type SessionContext } from '../../kernel/route';
import { overlayRevision, overlayRevisions } from '../../store/tenantOverlayStore';
import { allTenants } from '../../store/tenantStore';
import { type TenantRecord } from '../../kernel/tenantRecord';
import {
  currentOverlay, overlayProblems, reachableTenant, reaches, saveCheckedOverlay, screensOfTenant, tenantConfigRight,
} from '../../tenantConfig/overlayChanges';
import { productRegistry } from '../../tenantConfig/productScreens';
import { tenantScreens } from '../../tenantConfig/tenantOverlay';
import { loginTypesOf } from '../../../src/ground/access/loginTypeCaptions';

/** Support staff: the right to configure tenants (their own; others too with `tenantConfig.ALL_TENANTS`). */
const support: AccessRule = { rights: [tenantConfigRight] };

const tenantParams = object({ id: wholeNumber(1, 2_147_483_647) }, { unknownKeys: 'ignore' });
const screenId: Field<string> = field(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9-]*$', maxLength: 100, examples: ['planning'] }), (value, path, problems) => {
  const id = text({ max: 100 })(value, path, problems);
  if (id && !/^[a-zA-Z][a-zA-Z0-9-]*$/.test(id)) problems.push({ path, message: 'must be a screen id (letters, digits and -)' });
  return id;
});
const screenParams = object({ id: wholeNumber(1, 2_147_483_647), screenId }, { unknownKeys: 'ignore' });
const revisionParams = object({ id: wholeNumber(1, 2_147_483_647), revision: wholeNumber(1, 2_147_483_647) }, { unknownKeys: 'ignore' });
const previewQuery = object({ login: text({ max: 320 }) }, { unknownKeys: 'ignore' });

const whole = <T>(items: T[]): ListResponse<T> => ({ items, total: items.length, page: 1, limit: Math.max(items.length, 1) });

function describeTenant(ctx: SessionContext, tenant: TenantRecord & { hosts: string[] }): ConfigurableTenant {
  return { id: tenant.id, name: tenant.config.name, hosts: tenant.hosts, revision: tenant.overlayRevision, own: tenant.id === ctx.tenant.id };
}

/** The screen a change names must be one the tenant has. */
async function knownScreen(ctx: SessionContext, tenant: TenantRecord, id: string) {
  const screens = await tenantScreens(ctx.db, tenant);
  if (!screens.screens.some((screen) => screen.id === id)) throw notFound(`Screen "${id}" does not exist for this tenant`);
}

/**
 * Changes one screen's setting (switch, menu place) on the overlay as read, and saves it as the next revision based on
 * the revision read; a setting left empty is dropped.
 */
async function changeScreenSetting(
  ctx: SessionContext,
  params: { id: number; screenId: string },
  body: { reason: string; baseRevision?: number },
  field: string,
  change: (setting: ScreenSetting) => void,
): Promise<OverlayRevisionSummary> {
  const tenant = await reachableTenant(ctx, params.id);
  await knownScreen(ctx, tenant, params.screenId);
  const overlay = await currentOverlay(ctx, tenant);
  const setting = { ...overlay.screens[params.screenId] };
  change(setting);
  if (Object.keys(setting).length === 0) delete overlay.screens[params.screenId];
  else overlay.screens[params.screenId] = setting;
  return saveCheckedOverlay(ctx, tenant, overlay, { reason: body.reason, baseRevision: body.baseRevision ?? tenant.overlayRevision, field });
}

/** The support console's and the command line's calls: tenants, screens, overlays, revisions, menu preview. */
export const tenantConfigRoutes: readonly ApiRoute[] = [
  route({
    method: 'GET', path: '/tenants', access: support, answer: ListOf(ConfigurableTenant),
    summary: 'List the tenants the caller may configure',
    description: 'Support logins (tenantConfig.EDIT): their own tenant; every tenant with tenantConfig.ALL_TENANTS. '
      + 'One page holds them all.',
    handle: async (ctx): Promise<ListResponse<ConfigurableTenant>> => {
      return whole((await allTenants(ctx.db)).filter((tenant) => reaches(ctx, tenant.id)).map((tenant) => describeTenant(ctx, tenant)));
    },
  }),
  route({
    method: 'GET', path: '/tenants/:id', access: support, params: tenantParams, answer: TenantConfiguration,
    summary: "Get one tenant's configuration: hosts and current revision",
    description: '404 for a tenant the caller may not configure, as for one that does not exist.',
    handle: async (ctx, { params }): Promise<TenantConfiguration> => {
      const tenant = await reachableTenant(ctx, params.id);
      const hosts = (await allTenants(ctx.db)).find((candidate) => candidate.id === tenant.id)?.hosts ?? [];
      return { ...describeTenant(ctx, { ...tenant, hosts }), current: await overlayRevision(ctx.db, tenant.id, tenant.overlayRevision) };
    },
  }),
  route({
    method: 'GET', path: '/tenants/:id/screens', access: support, params: tenantParams, answer: ListOf(TenantScreen),
    summary: "List a tenant's screens, on or off, with their menu places",
    description: 'Product screens, the ones the tenant replaced and its own. One page holds them all.',
    handle: async (ctx, { params }): Promise<ListResponse<TenantScreen>> => whole(await screensOfTenant(ctx, await reachableTenant(ctx, params.id))),
  }),
  route({
    method: 'POST', path: '/tenants/:id/screens/:screenId/switch', access: support, params: screenParams, body: screenSwitchRequest, status: 201,
    summary: "Switch a tenant's screen on or off",
    description: "Saved as the tenant's next revision, with the reason. 404 for a screen the tenant does not have; 409 "
      + 'when `baseRevision` (default: the revision read) is no longer the current one.',
    answer: OverlayRevisionSummary,
    handle: (ctx, { params, body }) => changeScreenSetting(ctx, params, body, 'enabled', (setting) => {
      if (body.enabled) delete setting.enabled;
      else setting.enabled = false;
    }),
  }),
  route({
    method: 'POST', path: '/tenants/:id/screens/:screenId/menu', access: support, params: screenParams, body: screenMenuRequest, status: 201,
    summary: "Place a tenant's screen in its side or bottom menu, or take it out",
    description: "`order` and `icon` are needed to place it. Saved as the tenant's next revision after the screen "
      + 'checker passes it (else 400 with each problem as `file:line:column message`); 409 when '
      + '`baseRevision` is no longer the current one.',
    answer: OverlayRevisionSummary,
    handle: (ctx, { params, body }) => changeScreenSetting(ctx, params, body, body.menu, (setting) => {
      setting[body.menu] = body.inMenu ? { order: body.order!, icon: body.icon! } : null;
    }),
  }),
  route({
    method: 'POST', path: '/tenants/:id/tenantScreens', access: support, params: tenantParams, body: tenantScreenRequest, status: 201,
    summary: "Add or replace a screen of the tenant's own (YAML)",
    description: "The screen's `id` names its file; an id of a product screen replaces that screen. Saved as the next "
      + 'revision after the screen checker passes it, else 400 with each problem as `file:line:column '
      + 'message`; 409 when `baseRevision` is no longer the current one.',
    answer: OverlayRevisionSummary,
    handle: async (ctx, { params, body }): Promise<OverlayRevisionSummary> => {
      const tenant = await reachableTenant(ctx, params.id);
      const overlay = await currentOverlay(ctx, tenant);
      overlay.files[`${idInYaml(body.text)}.yaml`] = body.text;
      return saveCheckedOverlay(ctx, tenant, overlay, { reason: body.reason, baseRevision: body.baseRevision ?? tenant.overlayRevision, field: 'text' });
    },
  }),
  route({
    method: 'POST', path: '/tenants/:id/tenantScreens/:screenId/remove', access: support, params: screenParams, body: removeTenantScreenRequest, status: 201,
    summary: "Remove a screen of the tenant's own",
    description: 'Its switch and menu places go with it, unless they now apply to the product screen it had replaced. '
      + 'Saved as the next revision; 404 when the tenant has no such screen of its own.',
    answer: OverlayRevisionSummary,
    handle: async (ctx, { params, body }): Promise<OverlayRevisionSummary> => {
      const tenant = await reachableTenant(ctx, params.id);
      const overlay = await currentOverlay(ctx, tenant);
      const file = `${params.screenId}.yaml`;
      if (!Object.hasOwn(overlay.files, file)) throw notFound(`The tenant has no screen "${params.screenId}" of its own`);
      delete overlay.files[file];
      // Its switch and menu places go with it, unless they now apply to the product screen it had replaced.
      if (!productRegistry().screens.some((screen) => screen.id === params.screenId)) delete overlay.screens[params.screenId];
      return saveCheckedOverlay(ctx, tenant, overlay, { reason: body.reason, baseRevision: body.baseRevision ?? tenant.overlayRevision, field: 'screenId' });
    },
  }),
  route({
    method: 'POST', path: '/tenants/:id/overlay', access: support, params: tenantParams, body: overlayRequest, status: 201,
    summary: "Replace a tenant's whole overlay",
    description: "Saved as the tenant's next revision after the screen checker passes it, else 400 with each problem "
      + 'as `file:line:column message` and nothing changes. With `baseRevision`, 409 when another change came '
      + 'first.',
    answer: OverlayRevisionSummary,
    handle: async (ctx, { params, body }): Promise<OverlayRevisionSummary> => {
      const tenant = await reachableTenant(ctx, params.id);
      return saveCheckedOverlay(ctx, tenant, body.overlay, { reason: body.reason, baseRevision: body.baseRevision, field: 'overlay' });
    },
  }),
  route({
    method: 'POST', path: '/tenants/:id/overlay/check', access: support, params: tenantParams, body: overlayCheckRequest, answer: OverlayCheckAnswer,
    summary: 'Check an overlay without saving it',
    description: 'Answers every problem the screen checker finds, as `file:line:column message`; none when the overlay '
      + 'is good.',
    handle: async (ctx, { params, body }): Promise<OverlayCheckAnswer> => {
      await reachableTenant(ctx, params.id);
      return { errors: overlayProblems(body.overlay).map(formatSpecError) };
    },
  }),
  route({
    method: 'GET', path: '/tenants/:id/revisions', access: support, params: tenantParams, answer: ListOf(OverlayRevisionSummary),
    summary: "List a tenant's overlay revisions",
    handle: async (ctx, { params }): Promise<ListResponse<OverlayRevisionSummary>> =>
      whole(await overlayRevisions(ctx.db, (await reachableTenant(ctx, params.id)).id)),
  }),
  route({
    method: 'GET', path: '/tenants/:id/revisions/:revision', access: support, params: revisionParams, answer: OverlayRevision,
    summary: 'Get one overlay revision of a tenant, with its overlay',
    handle: async (ctx, { params }): Promise<OverlayRevision> => overlayRevision(ctx.db, (await reachableTenant(ctx, params.id)).id, params.revision),
  }),
  route({
    method: 'POST', path: '/tenants/:id/revisions/:revision/restore', access: support, params: revisionParams, body: restoreRequest, status: 201,
    summary: 'Restore an earlier overlay revision, as a new revision',
    description: 'The reason defaults to "Restored revision N". The restored overlay is checked again like any change.',
    answer: OverlayRevisionSummary,
    handle: async (ctx, { params, body }): Promise<OverlayRevisionSummary> => {
      const tenant = await reachableTenant(ctx, params.id);
      const restored = await overlayRevision(ctx.db, tenant.id, params.revision);
      const reasonText = body.reason ?? `Restored revision ${params.revision}`;
      return saveCheckedOverlay(ctx, tenant, restored.overlay, { reason: reasonText, restoredFrom: params.revision, field: 'revision' });
    },
  }),
  route({
    method: 'GET', path: '/tenants/:id/logins', access: support, params: tenantParams, answer: ListOf(TenantLogin),
    summary: "List a tenant's logins, with their token and login types",
    handle: async (ctx, { params }): Promise<ListResponse<TenantLogin>> => {
      const tenant = await reachableTenant(ctx, params.id);
      const result = await ctx.db.query<{ login: string; token_type: TenantLogin['tokenType']; login_types: string[] }>(
        'SELECT login, token_type, login_types FROM users WHERE tenant_id = $1 ORDER BY login', [tenant.id]);
      return whole(result.rows.map((row) => ({ login: row.login, tokenType: row.token_type, loginTypes: row.login_types })));
    },
  }),
  route({
    method: 'GET', path: '/tenants/:id/menuPreview', access: support, params: tenantParams, query: previewQuery,
    summary: 'Preview the side and bottom menus one login of a tenant sees',
    description: "As the app builds them for that login's rights and login types, with the tenant's overlay applied. "
      + '404 for an unknown login.',
    answer: ListOf(MenuPreviewEntry),
    handle: async (ctx, { params, query }): Promise<ListResponse<MenuPreviewEntry>> => {
      const tenant = await reachableTenant(ctx, params.id);
      const result = await ctx.db.query<LoginDataRow & { rights: Record<string, string[]>; mailbox_rights: Record<string, string[]> }>(
        `SELECT u.rights, u.mailbox_rights, ${loginDataColumns}
         FROM users u LEFT JOIN persons p ON p.id = u.person_id WHERE u.tenant_id = $1 AND u.login = lower($2)`, [tenant.id, query.login]);
      const user = result.rows[0];
      if (!user) throw notFound(`The tenant has no login "${query.login}"`);
      const screens = await tenantScreens(ctx.db, tenant);
      const registry = applyOverlay(productRegistry(), screens.applied);
      const loginTypes: LoginType[] = loginTypesOf(user.login_types);
      // Menu paths read the login data as the app does (`$user`): a project or plus-crew login's own record.
      const subject = { tokenType: user.token_type, loginTypes, rightsMaps: [user.rights, user.mailbox_rights] };
      const menus = menuEntries(registry.screens, registry.menus, subject, userScopeOf(loginDataOf(user)));
      return whole([
        ...menus.side.map((entry) => ({ menu: 'side' as const, ...entry })),
        ...menus.bottom.map((entry) => ({ menu: 'bottom' as const, ...entry })),
      ]);
    },
  }),
];

/**
 * The id a pasted screen gives itself, which names its file. A text that does not parse or has no usable id is
 * named `pasted-screen.yaml`, so the checker reports its syntax or its missing id at line and column.
 */
function idInYaml(textValue: string): string {
  let value: unknown;
  try {
    value = parse(textValue);
  } catch {
    value = undefined;
  }
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && /^[a-zA-Z][a-zA-Z0-9-]*$/.test(id) ? id : 'pasted-screen';
}
