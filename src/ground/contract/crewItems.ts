/**
 * Crew items (positions), their status history and vacancies (section 7, crew items), and the venue and named person
 * they show (here so that the other project files build on them without a cycle); re-exported by `projects.ts`.
 */
import { Type, type Static } from 'typebox';
import { CrewItemBase, PositionStatus } from './core';
import { Id, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { crossCheck, isoDate, notBefore, nullable, object, oneOf, optional, text, wholeNumber, type FieldInput, type ShapeInput } from './fields/fields';
import { pagingShape } from './fields/pagingFields';
import { anId, clockTime, optionalText } from './fields/valueFields';

/** A venue. */
export const Venue = Shape({
  id: Id,
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  postalCode: Nullable(Type.String()),
  country: Nullable(Type.String()),
  latitude: Nullable(Type.Number({
    minimum: -90, maximum: 90, description: 'Where the venue is (WGS 84 degrees), for check-ins; null when not known.',
  })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180, description: 'WGS 84 degrees; null when not known.' })),
}, 'A venue.');
export type Venue = Static<typeof Venue>;

/** A person named on a record, with a phone when there is one. */
export const NamedPerson = Shape({
  personId: Nullable(Id),
  name: Type.String(),
  phone: Type.Optional(Nullable(Type.String())),
}, 'A person named on a record, with a phone when there is one.');
export type NamedPerson = Static<typeof NamedPerson>;

/** A crew item (a position on a crew), with who fills it and its current status record. */
export const CrewItem = Shape({
  ...CrewItemBase.properties,
  statusId: Nullable(Type.Integer({
    minimum: 1,
    description: 'The id of the latest status record, for `POST /projectCrewItemStatus/{id}/…` actions; null when none exists.',
  })),
  person: Nullable(NamedPerson),
  vacant: Type.Boolean({ description: 'True when the position has no one yet: a vacancy.' }),
  appliedFor: Type.Boolean(),
  noShow: Type.Boolean(),
  crewChiefOnly: Type.Boolean(),
  remarks: Nullable(Type.String()),
  crew: Shape({ id: Id, name: Type.String() }),
  project: Shape({ number: Type.String(), name: Type.String(), client: Type.String() }),
  location: Nullable(Venue),
  canEdit: Type.Boolean({ description: 'What the caller may do: change times and statuses (crew chief of the crew or planner).' }),
}, 'A crew item (a position on a crew), with who fills it and its current status record.');
export type CrewItem = Static<typeof CrewItem>;

/** `POST /projects/{number}/projectCrewItems` body: `amount` identical rows (1–50); end date defaults to the start. */
export const crewItemsRequest = object({
  crewId: anId(), startDate: isoDate(), endDate: optional(nullable(isoDate()), null), startTime: clockTime(), endTime: clockTime(),
  function: text({ max: 100 }), amount: wholeNumber(1, 50), remarks: optionalText(2000),
}, { unknownKeys: 'reject', check: notBefore('startDate', 'endDate') });
/** What the app sends to `POST /projects/{number}/projectCrewItems`. */
export type CrewItemsRequest = FieldInput<typeof crewItemsRequest>;

/**
 * `POST /projectCrewItems/{id}` body: any of these; a confirmed item whose dates or times change becomes `changed`.
 * `personId`, sent alone, requests that crew member for the open item (find best person, planners only).
 */
export const crewItemUpdate = object({
  startDate: optional(isoDate(), undefined), endDate: optional(isoDate(), undefined),
  startTime: optional(clockTime(), undefined), endTime: optional(clockTime(), undefined),
  function: optional(text({ max: 100 }), undefined), remarks: optional(nullable(text({ max: 2000 })), undefined),
  personId: optional(anId(), undefined),
}, {
  unknownKeys: 'reject',
  // A change needs a field to change; `personId` is a request of a person, apart from any other change.
  check: crossCheck((body: object) => {
    const sent = Object.entries(body).filter(([, value]) => value !== undefined).map(([key]) => key);
    if (sent.length === 0) return { path: 'body', message: 'has no field to change' };
    return sent.includes('personId') && sent.length > 1 ? { path: 'personId', message: 'must be sent alone (a person is requested apart from other changes)' } : null;
  }, { schema: { minProperties: 1, dependentSchemas: { personId: { maxProperties: 1 } } } }),
});
/** What the app sends to `POST /projectCrewItems/{id}`. */
export type CrewItemUpdate = FieldInput<typeof crewItemUpdate>;

/** The filters of the vacancy list (`GET /projectCrewItems/vacant` query, `POST` body), all optional. */
export const vacancyFilter = {
  from: optional(isoDate(), undefined), to: optional(isoDate(), undefined),
  function: optional(text({ max: 100 }), undefined), city: optional(text({ max: 100 }), undefined),
};
/** The vacancy filters a caller sends. */
export type VacancyFilter = ShapeInput<typeof vacancyFilter>;

/** `POST /projectCrewItems/vacant` body: the vacancy filters and paging, all optional. */
export const vacancySearch = optional(object({ ...vacancyFilter, ...pagingShape }, { unknownKeys: 'reject' }), { limit: 1000, page: 1 });
/** What the app sends to `POST /projectCrewItems/vacant`. */
export type VacancySearch = FieldInput<typeof vacancySearch>;

/** The actions a status record can come from. */
export const CrewItemStatusAction = OneOf(
  ['created', 'set', 'activate', 'notNeeded', 'reactivate', 'noShow', 'applied', 'unapplied', 'changed'],
  'The action the status record came from.',
);
export type CrewItemStatusAction = Static<typeof CrewItemStatusAction>;

/** One record of a crew item's status history. */
export const CrewItemStatus = Shape({
  id: Id,
  crewItemId: Id,
  status: PositionStatus,
  action: CrewItemStatusAction,
  remark: Nullable(Type.String()),
  by: Nullable(NamedPerson),
  createdAt: IsoDateTime,
}, "One record of a crew item's status history.");
export type CrewItemStatus = Static<typeof CrewItemStatus>;

/** `POST /projectCrewItemStatus` body: set a crew item's status directly (planners). */
export const crewItemStatusRequest = object(
  { crewItemId: anId(), status: oneOf(['requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed'] as const), remark: optionalText(500) },
  { unknownKeys: 'reject' },
);
/** What the app sends to `POST /projectCrewItemStatus`. */
export type CrewItemStatusRequest = FieldInput<typeof crewItemStatusRequest>;

/** `POST /projectCrewItemStatus/{id}` body: correct the remark of a status record. */
export const crewItemStatusUpdate = object({ remark: nullable(text({ max: 500 })) }, { unknownKeys: 'reject' });
/** What the app sends to `POST /projectCrewItemStatus/{id}`. */
export type CrewItemStatusUpdate = FieldInput<typeof crewItemStatusUpdate>;
