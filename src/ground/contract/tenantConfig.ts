import { Type, type Static } from 'typebox';
import type { TenantOverlay } from '../screenLanguage/overlay/TenantOverlay';
import { iconNames, type Condition, type IconName } from '../screenLanguage/types';
import { Id, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import {
  crossCheck, jsonObject, object, oneOf, optional, record, text, wholeNumber, yesNo, type Field, type FieldInput,
} from './fields/fields';

const reason = text({ max: 200 });
const baseRevision = optional(wholeNumber(0, 2_147_483_647), undefined);

/** The overlay's shape; what is inside (screens, settings, texts) is checked by `checkOverlay`, with positions. */
const overlayField: Field<TenantOverlay> = object({
  screens: record(jsonObject, 500),
  files: record(text({ trim: false, max: 200_000 }), 200),
  texts: record(jsonObject, 20),
}, { unknownKeys: 'reject' }) as Field<TenantOverlay>;

/**
 * Tenant configuration at run time (support console and `npm run tenant`). Every call needs the right
 * `tenantConfig.EDIT`; a login reaches only its own tenant unless it also holds `tenantConfig.ALL_TENANTS`
 * (another tenant answers 404). Every change makes a new revision (who, when, a one-line reason).
 */

/** `GET /tenants`: the tenants the caller may configure. */
export const ConfigurableTenant = Shape({
  id: Id,
  name: Type.String(),
  hosts: Type.Array(Type.String(), { description: 'Host names the tenant answers, the first is its main one.' }),
  revision: Type.Integer({ minimum: 0, description: 'The current revision of its overlay.' }),
  own: Type.Boolean({ description: 'True for the tenant the caller is logged in at.' }),
}, 'A tenant the caller may configure.');
export type ConfigurableTenant = Static<typeof ConfigurableTenant>;

/** One revision in the history (`GET /tenants/:id/revisions`, newest first). */
export const OverlayRevisionSummary = Shape({
  revision: Type.Integer({ minimum: 0 }),
  author: Type.String({ description: 'The login that made it (`system` for the first one).' }),
  reason: Type.String(),
  restoredFrom: Nullable(Type.Integer({ description: 'For a restore: the revision it brought back.' })),
  createdAt: IsoDateTime,
}, 'One revision of a tenant\'s overlay.');
export type OverlayRevisionSummary = Static<typeof OverlayRevisionSummary>;

/** A tenant's overlay as kept (its inside is checked by the screen checker, with positions, not by this schema). */
const Overlay = Type.Unsafe<TenantOverlay>({
  type: 'object',
  properties: {
    screens: { type: 'object', description: 'Settings by screen id: `enabled`, `side`, `bottom`.' },
    files: { type: 'object', additionalProperties: { type: 'string' }, description: 'The tenant\'s own screens as YAML text, by file name `<id>.yaml`.' },
    texts: { type: 'object', description: 'Texts by language and i18n key.' },
  },
  required: ['screens', 'files', 'texts'],
  additionalProperties: false,
  description: 'Screens switched off or placed differently, the tenant\'s own screens, and texts.',
});

/** `GET /tenants/:id/revisions/:revision`: a revision with its overlay. */
export const OverlayRevision = Shape(
  { ...OverlayRevisionSummary.properties, overlay: Overlay },
  'A revision of a tenant\'s overlay, with the overlay.',
);
export type OverlayRevision = Static<typeof OverlayRevision>;

/** `GET /tenants/:id`: the tenant and its current overlay. */
export const TenantConfiguration = Shape(
  { ...ConfigurableTenant.properties, current: OverlayRevision },
  'A tenant and its current overlay.',
);
export type TenantConfiguration = Static<typeof TenantConfiguration>;

/** Where a screen comes from for a tenant. */
export const ScreenOrigin = OneOf(['product', 'tenant', 'replaced'], 'Where a screen comes from for the tenant.');
export type ScreenOrigin = Static<typeof ScreenOrigin>;

/** One of the app's icons. */
const Icon = OneOf<IconName>(iconNames);

/** Where a screen stands in a menu. */
const MenuPlace = Shape({
  order: Type.Number(),
  icon: Icon,
  when: Type.Optional(Type.Unsafe<Condition>({ type: 'object', description: 'Extra condition beyond the screen\'s access.' })),
  label: Type.Optional(Type.String({ description: 'Label (i18n key) when it differs from the title.' })),
  path: Type.Optional(Type.String({
    description: 'For a screen with route parameters: the address from the login data, e.g. `/plus-crews/{{ $user.plusCrewNumber }}`.',
  })),
}, 'Where a screen stands in a menu.');

/** `GET /tenants/:id/screens`: every screen the tenant has, on or off, with its menu places. */
export const TenantScreen = Shape({
  id: Type.String(),
  route: Type.String(),
  title: Type.String({ description: 'The title\'s i18n key.' }),
  origin: ScreenOrigin,
  enabled: Type.Boolean(),
  handWritten: Type.Boolean({ description: 'Hand-written (`layout: custom`): can be switched off and moved, not replaced.' }),
  canSwitchOff: Type.Boolean({ description: 'False for the login screen, which cannot be switched off.' }),
  canBeInMenu: Type.Boolean({
    description: 'False for a screen with route parameters: the console cannot place it (a screen or settings file may, with a `path`).',
  }),
  side: Nullable(MenuPlace),
  bottom: Nullable(MenuPlace),
  menuPlaces: Type.String({ description: '`side 20 · bottom 2`, or empty when in no menu: for lists.' }),
}, 'A screen of the tenant, on or off, with its menu places.');
export type TenantScreen = Static<typeof TenantScreen>;

/** `POST /tenants/:id/screens/:screenId/switch`. */
export const screenSwitchRequest = object({ enabled: yesNo(), reason, baseRevision }, { unknownKeys: 'reject' });
/** What the app sends to `POST /tenants/:id/screens/:screenId/switch`. */
export type ScreenSwitchRequest = FieldInput<typeof screenSwitchRequest>;

/** `POST /tenants/:id/screens/:screenId/menu`: place a screen in a menu (`inMenu` false takes it out). */
export const screenMenuRequest = object({
  menu: oneOf(['side', 'bottom'] as const), inMenu: yesNo(), order: optional(wholeNumber(-10_000, 10_000), undefined),
  icon: optional(oneOf(iconNames), undefined), reason, baseRevision,
}, {
  unknownKeys: 'reject',
  // `order` and `icon` are required when `inMenu`.
  check: crossCheck((body: { inMenu: boolean; order?: number; icon?: string }) => (body.inMenu && (body.order === undefined || body.icon === undefined)
    ? { path: body.order === undefined ? 'order' : 'icon', message: 'is required to place a screen in a menu' } : null),
  { schema: { anyOf: [{ properties: { inMenu: { const: false } } }, { required: ['order', 'icon'] }] } }),
});
/** What the app sends to `POST /tenants/:id/screens/:screenId/menu`. */
export type ScreenMenuRequest = FieldInput<typeof screenMenuRequest>;

/** `POST /tenants/:id/tenantScreens`: add or replace one tenant screen from its YAML text (named by its id). */
export const tenantScreenRequest = object({ text: text({ trim: false, max: 200_000 }), reason, baseRevision }, { unknownKeys: 'reject' });
/** What the app sends to `POST /tenants/:id/tenantScreens`. */
export type TenantScreenRequest = FieldInput<typeof tenantScreenRequest>;

/** `POST /tenants/:id/tenantScreens/:screenId/remove`. */
export const removeTenantScreenRequest = object({ reason, baseRevision }, { unknownKeys: 'reject' });
/** What the app sends to `POST /tenants/:id/tenantScreens/:screenId/remove`. */
export type RemoveTenantScreenRequest = FieldInput<typeof removeTenantScreenRequest>;

/** `POST /tenants/:id/overlay`: replace the whole overlay (the command line's `push`). */
export const overlayRequest = object({ overlay: overlayField, reason, baseRevision }, { unknownKeys: 'reject' });
/** What the app sends to `POST /tenants/:id/overlay`. */
export type OverlayRequest = FieldInput<typeof overlayRequest>;

/** `POST /tenants/:id/overlay/check`: check an overlay without saving it. */
export const overlayCheckRequest = object({ overlay: overlayField }, { unknownKeys: 'reject' });
/** What the app sends to `POST /tenants/:id/overlay/check`. */
export type OverlayCheckRequest = FieldInput<typeof overlayCheckRequest>;

/** The answer of a check: every problem as `file:line:column message` (empty when the overlay is good). */
export const OverlayCheckAnswer = Shape(
  { errors: Type.Array(Type.String()) },
  'Every problem as `file:line:column message` (empty when the overlay is good).',
);
export type OverlayCheckAnswer = Static<typeof OverlayCheckAnswer>;

/** `POST /tenants/:id/revisions/:revision/restore`: make an earlier revision current again (as a new revision). */
export const restoreRequest = object({ reason: optional(reason, undefined) }, { unknownKeys: 'reject' });
/** What the app sends to `POST /tenants/:id/revisions/:revision/restore`. */
export type RestoreRequest = FieldInput<typeof restoreRequest>;

/** `GET /tenants/:id/logins`: the tenant's logins, to preview the menu as one of them sees it. */
export const TenantLogin = Shape({
  login: Type.String(),
  tokenType: OneOf(['user', 'project', 'pluscrew']),
  loginTypes: Type.Array(Type.String()),
}, 'A login of the tenant, to preview the menu as it sees it.');
export type TenantLogin = Static<typeof TenantLogin>;

/** `GET /tenants/:id/menuPreview?login=…`: the menu entries that login gets with the current overlay. */
export const MenuPreviewEntry = Shape({
  menu: OneOf(['side', 'bottom']),
  to: Type.String(),
  label: Type.String({ description: 'The label\'s i18n key.' }),
  icon: Icon,
  order: Type.Number(),
}, 'A menu entry the login gets with the current overlay.');
export type MenuPreviewEntry = Static<typeof MenuPreviewEntry>;
