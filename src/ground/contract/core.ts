/**
 * The core of the /api/v1 contract (the call table is in `../contract.ts`): errors, the session, the tenant, jobs,
 * the planning calendar and blocked dates. Other parts build on these schemas: import them from `./core`.
 * `../contract` re-exports every part, so importing from there is a cycle; it works only because this file is its
 * first re-export (evaluated before the parts that use it).
 */
import { Type, type Static } from 'typebox';
import type { AppliedOverlay } from '../screenLanguage/overlay/TenantOverlay';
import { MapService } from './persons';
import { dayParts } from './availability';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape, TimeOfDay } from './shapes';
import { isoDate, notBefore, nullable, object, optional, text, type FieldInput } from './fields/fields';

/** Every list call answers this envelope (its schema is `ListOf(item)` in `contract/shapes`). */
export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Every failed call answers this body, with the matching HTTP status. */
export const ApiError = Shape({
  error: Shape({
    code: Type.String({ description: 'Machine-readable, e.g. `unauthorized`, `forbidden`, `not_found`, `bad_request`.' }),
    message: Type.String({ description: 'A sentence for a person.' }),
    details: Type.Optional(Type.Array(Shape({ path: Type.String(), message: Type.String() }), {
      description: 'For bad requests: which field, and what was wrong.',
    })),
  }),
}, 'Every failed call answers this body, with the matching HTTP status.');
export type ApiError = Static<typeof ApiError>;

/** The longest login name a login takes (an e-mail address's limit); a longer one is refused before it is counted. */
export const maxLoginNameLength = 320;

/** `POST /auth/token` body; `username` is an e-mail, or a project (`P-1001`) or plus-crew (`PC-7`) identifier. */
export const loginRequest = object(
  { username: text({ max: maxLoginNameLength }), password: text({ trim: false, max: 1024 }) },
  { unknownKeys: 'reject' },
);
/** What the app sends to `POST /auth/token`. */
export type LoginRequest = FieldInput<typeof loginRequest>;

/** `POST /auth/token`, `GET /auth/refresh`: the session token (a JWT carrying TokenClaims). */
export const TokenResponse = Shape({ token: Type.String() }, 'The session token (a JWT carrying TokenClaims).');
export type TokenResponse = Static<typeof TokenResponse>;

/** What the session token says about its login. */
export const LoginData = Shape({
  person: Type.Optional(Shape({
    id: Id, firstName: Type.String(), lastName: Type.String(), personal: Type.Boolean(), mapService: Type.Optional(MapService),
  }, 'The person behind a user login; absent for project and plus-crew logins. `mapService` is the person\'s setting for map links (profile).')),
  contactNumber: Type.Optional(Type.String()),
  language: Type.Optional(Type.String({ description: 'Language code, one of en, nl, cy, fr, deAt, de, es.' })),
  loginTypes: Type.Array(Shape({ caption: Type.String() }), {
    description: 'Captions such as `Crew`, `Client`, `Planner`, `Operations`, `Planning`, `Office`.',
  }),
  projectNumber: Type.Optional(Type.String({ description: 'For project logins: the project number.' })),
  plusCrewNumber: Type.Optional(Type.String({ description: 'For plus-crew logins: the plus crew number.' })),
}, 'What the session token says about its login.');
export type LoginData = Static<typeof LoginData>;

/** `GET /userLanguage`, `POST /userLanguage`: the language the person chose for their login (section 7). */
export const UserLanguage = Shape({
  language: Nullable(Type.String({ description: 'Language code, one of en, nl, cy, fr, deAt, de, es; null when none was chosen.' })),
}, 'The language the person chose for their login; the tenant decides whether it is used (useUserLanguage).');
export type UserLanguage = Static<typeof UserLanguage>;

/** The session token's claims (section 3). */
export const TokenClaims = Shape({
  exp: Type.Integer(),
  iat: Type.Optional(Type.Integer()),
  type: OneOf(['user', 'project', 'pluscrew']),
  loginData: LoginData,
  sid: Type.Optional(Type.String({ description: 'The session the token belongs to (kept by the server; ended by `POST /auth/logout`).' })),
  jti: Type.Optional(Type.String({ description: 'This token of the session: a refresh replaces it, and the one before stops working 30 s later.' })),
}, 'The session token\'s claims (section 3).');
export type TokenClaims = Static<typeof TokenClaims>;

/** Rights by resource, e.g. `{ receipts: ['READ', 'CREATE'] }`. */
export const RightsMap = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Rights by resource, e.g. `{ "receipts": ["READ", "CREATE"] }`.',
});
export type RightsMap = Static<typeof RightsMap>;

/** The tenant's look and language (section 3), as the server keeps it. */
export const TenantLook = Shape({
  name: Type.String(),
  defaultLanguage: Type.String(),
  mobileTheme: Type.String(),
  backgroundUrl: Nullable(Type.String()),
  backgroundColorCode: Nullable(Type.String()),
  faviconUrl: Nullable(Type.String()),
  useUserLanguage: Type.Boolean(),
  metaHostName: Type.String(),
  metaDescription: Type.String(),
  watermark: Nullable(Type.String({ description: 'A text the app shows faintly behind its screens (e.g. "DEMO"), or null for none.' })),
}, 'The tenant\'s look and language (section 3), as the server keeps it.');
export type TenantLook = Static<typeof TenantLook>;

/** The tenant configuration (section 3), public: its look, and the overlay on the product's screens it runs. */
export const Tenant = Shape({
  ...TenantLook.properties,
  overlay: Type.Unsafe<AppliedOverlay>({
    type: 'object',
    description: 'Screens switched off, menu places, the tenant\'s own screens and texts, at the current revision.',
  }),
}, 'The tenant configuration (section 3), public: its look, and the overlay on the product\'s screens it runs.');
export type Tenant = Static<typeof Tenant>;

/** Position labels (section 3). */
export const PositionStatus = OneOf(['requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed'], 'Position label (section 3).');
export type PositionStatus = Static<typeof PositionStatus>;

/** What every crew item shows: its position state, function, days (`YYYY-MM-DD`) and times (`HH:MM`). */
export const CrewItemBase = Shape({
  id: Id,
  status: PositionStatus,
  function: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
}, 'What every crew item shows: its position state, function, days and times.');
export type CrewItemBase = Static<typeof CrewItemBase>;

/** A job: one crew item the person is planned on. */
export const Job = Shape({
  ...CrewItemBase.properties,
  period: OneOf(['past', 'upcoming', 'toConfirm', 'appliedFor'], 'Computed from dates and status.'),
  crewChiefOnly: Type.Boolean(),
  toConfirm: Type.Boolean(),
  confirmedAt: Nullable(IsoDateTime),
  started: Type.Boolean({ description: 'True once the job\'s start is in the past.' }),
  project: Shape({ number: Type.String(), name: Type.String(), client: Type.String() }),
  projectManager: Nullable(Shape({ personId: Id, name: Type.String() }, 'Whom a message about the job goes to.')),
  crew: Shape({ id: Id, name: Type.String() }),
  location: Nullable(Shape({ id: Id, name: Type.String(), address: Type.String(), city: Type.String() })),
  crewChief: Nullable(Shape({ name: Type.String(), phone: Nullable(Type.String()) })),
  remarks: Nullable(Type.String()),
}, 'A job: one crew item the person is planned on.');
export type Job = Static<typeof Job>;

/** A planning calendar item: a job, a blocked date, a vacation, … with the marker the calendar colours it by. */
export const PlanningItem = Shape({
  id: Type.String({ description: 'Its kind and record, e.g. `job-12`, `blockDate-3`; for a client `unavailable-{person}-{first day}`.' }),
  type: Type.String({
    description: '`job`, `blockDate`, `availability` (days the person can work: an empty title, to be told by its `part`; their note is the reason), `vacation`, `sickDay`, `absence`, `bankHoliday`; for a client, a person\'s blocked dates and absences are `unavailable`, with no reason.',
  }),
  marker: Type.String({
    description: 'The calendar marker (section 4), e.g. `confirmed`, `requested`, `spare`, `doubleBooked`, `blockedDate`.',
  }),
  title: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  startTime: Nullable(TimeOfDay),
  endTime: Nullable(TimeOfDay),
  reason: Nullable(Type.String()),
  refId: Type.Integer({ description: 'The record behind it, e.g. the block date id for `DELETE /blockDates/{id}`; the person for `unavailable`.' }),
  part: Type.Optional(OneOf(dayParts, 'Of an `availability` only: the part of each day the person can work (see Availability).')),
}, 'A planning calendar item: a job, a blocked date, a vacation, … with the marker the calendar colours it by.');
export type PlanningItem = Static<typeof PlanningItem>;

/** `POST /blockDates` body: the first day, the last (none: one day) and why. */
export const blockDateRequest = object(
  { startDate: isoDate(), endDate: optional(nullable(isoDate()), null), reason: text({ max: 500 }) },
  { unknownKeys: 'reject', check: notBefore('startDate', 'endDate') },
);
/** What the app sends to `POST /blockDates`. */
export type BlockDateRequest = FieldInput<typeof blockDateRequest>;

/** A blocked date of a person (`POST /blockDates`); no end means one day. */
export const BlockDate = Shape({
  id: Id,
  personId: Id,
  startDate: IsoDate,
  endDate: Nullable(IsoDate),
  reason: Type.String(),
}, 'A blocked date of a person; no end means one day.');
export type BlockDate = Static<typeof BlockDate>;
