/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */
import { Type, type Static } from 'typebox';
import { PlanningItem } from './core';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { nullable, object, optional, text, wholeNumber, type FieldInput } from './fields/fields';

const id = wholeNumber(1, 2_147_483_647);

/** Which kind a crew is: a planner crew (crews a planner plans, with its filters) or a membership crew. */
const crewKind = OneOf(['planner', 'membership'], 'planner: a crew a planner plans, with its filters; membership: a membership crew.');

/** A kind of planner crew, e.g. "Stage hands pool". */
export const PlannerCrewType = Shape({ id: Id, name: Type.String() }, 'A kind of planner crew, e.g. "Stage hands pool".');
export type PlannerCrewType = Static<typeof PlannerCrewType>;

/** `GET /crewTags`, `GET /documentBasedSkills`: a tag or skill used in the tenant, the options of crew filters. */
export const CrewFacetValue = Shape({ name: Type.String() }, 'A tag or document-based skill used in the tenant.');
export type CrewFacetValue = Static<typeof CrewFacetValue>;

/** A planner crew (crews a planner plans, with its filters) or a membership crew (`kind` says which). */
export const PlannerCrew = Shape({
  id: Id,
  kind: crewKind,
  name: Type.String(),
  description: Nullable(Type.String()),
  type: Nullable(PlannerCrewType),
  contactId: Nullable(Type.Integer({ minimum: 1, description: 'The client contact the crew belongs to, if any.' })),
  functions: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  regions: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  memberCount: Type.Integer({ minimum: 0 }),
  createdAt: IsoDateTime,
}, 'A planner crew (crews a planner plans, with its filters) or a membership crew (kind says which).');
export type PlannerCrew = Static<typeof PlannerCrew>;

/** A person in a planner or membership crew, as `GET /plannerCrews/{id}/crewMembers` lists them. */
export const PlannerCrewMember = Shape({
  membershipId: Id,
  personId: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  contactNumber: Nullable(Type.String()),
  function: Nullable(Type.String()),
  addedAt: IsoDateTime,
}, 'A person in a planner or membership crew.');
export type PlannerCrewMember = Static<typeof PlannerCrewMember>;

/** One person's place in one crew. */
export const PlannerCrewMembership = Shape({
  id: Id,
  plannerCrewId: Id,
  plannerCrewName: Type.String(),
  kind: crewKind,
  personId: Id,
  function: Nullable(Type.String()),
  addedAt: IsoDateTime,
}, "One person's place in one crew.");
export type PlannerCrewMembership = Static<typeof PlannerCrewMembership>;

/** `POST /plannerCrewMemberships` body: add a person to a crew the caller manages. */
export const plannerCrewMembershipRequest = object(
  { plannerCrewId: id, personId: id, function: optional(nullable(text({ max: 100 })), null) },
  { unknownKeys: 'reject' },
);
/** What the app sends to `POST /plannerCrewMemberships`. */
export type PlannerCrewMembershipRequest = FieldInput<typeof plannerCrewMembershipRequest>;

/** `POST /pCrews` body: a new membership crew, managed by the planner who creates it. */
export const pCrewRequest = object({
  name: text({ max: 120 }), description: optional(nullable(text({ max: 1000 })), null),
  typeId: optional(nullable(id), null), contactId: optional(nullable(id), null),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /pCrews`. */
export type PCrewRequest = FieldInput<typeof pCrewRequest>;

/** Section 4: the colours of a client's or planner's planning calendar. */
export const PlanningItemColour = OneOf([
  'blockedDate', 'confirmedJob', 'requestedJob', 'requestedVacation', 'requestedCrew',
  'severalEventsOverlap', 'severalEventsNoOverlap', 'available', 'other',
], "Section 4 (and `available`, days a person marked available, issue 37): the colours of a client's or planner's planning calendar.");
export type PlanningItemColour = Static<typeof PlanningItemColour>;

/** A planning item on a client's or planner's calendar: whose it is (null for a spare position) and its colour. */
export const PlannerPlanningItem = Shape({
  ...PlanningItem.properties,
  person: Nullable(Shape({ id: Id, name: Type.String() }, 'Whose item it is; null for a spare position.')),
  colour: PlanningItemColour,
}, "A planning item on a client's or planner's calendar: whose it is (null for a spare position) and its colour.");
export type PlannerPlanningItem = Static<typeof PlannerPlanningItem>;

/** A document for mobile users: company documents, rate agreements, rate cards. */
export const MobileDocument = Shape({
  id: Id,
  kind: OneOf(['companyDocument', 'rateAgreement', 'rateCard']),
  title: Type.String(),
  fileName: Type.String(),
  publishedOn: IsoDate,
  rateCardId: Nullable(Id),
}, 'A document for mobile users: company documents, rate agreements, rate cards.');
export type MobileDocument = Static<typeof MobileDocument>;

/** A way to find the best person for a position. */
export const FindBestMethod = Shape({
  code: OneOf(['rating', 'distance', 'availability', 'cost']),
  name: Type.String(),
  description: Type.String(),
}, 'A way to find the best person for a position.');
export type FindBestMethod = Static<typeof FindBestMethod>;

/** A rate card: what a company pays per function. */
export const RateCard = Shape({
  id: Id,
  name: Type.String(),
  companyId: Nullable(Id),
  currency: Type.String(),
  validFrom: IsoDate,
  validTo: Nullable(IsoDate),
  itemCount: Type.Integer({ minimum: 0 }),
}, 'A rate card: what a company pays per function.');
export type RateCard = Static<typeof RateCard>;

/** One rate of a rate card. */
export const RateCardItem = Shape({
  id: Id,
  function: Type.String(),
  unit: OneOf(['hour', 'day', 'shift']),
  rate: Type.Number(),
  overtimeRate: Nullable(Type.Number()),
  minimumHours: Nullable(Type.Number()),
}, 'One rate of a rate card.');
export type RateCardItem = Static<typeof RateCardItem>;

/** A calendar subscription: the secret iCalendar URL a calendar app polls. */
export const CalendarSubscription = Shape({
  id: Id,
  url: Type.String({ description: 'The secret feed URL, `…/api/v1/publicCalendar/{token}.ics`.' }),
  createdAt: IsoDateTime,
}, 'A calendar subscription: the secret iCalendar URL a calendar app polls.');
export type CalendarSubscription = Static<typeof CalendarSubscription>;

/** `POST /publicCalendarSubscriptionsRefresh` body: which subscription gets a new URL (default: the newest). */
export const calendarSubscriptionRefreshRequest = optional(object({ id: optional(id, null) }, { unknownKeys: 'reject' }), { id: null });
/** What the app sends to `POST /publicCalendarSubscriptionsRefresh`. */
export type CalendarSubscriptionRefreshRequest = FieldInput<typeof calendarSubscriptionRefreshRequest>;
