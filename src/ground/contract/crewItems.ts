/**
 * Crew items (positions), their status history and vacancies (section 7, crew items), and the venue and named person
 * they show (here so that the other project files build on them without a cycle); re-exported by `projects.ts`.
 */
import { Type, type Static } from 'typebox';
import { CrewItemBase, PositionStatus } from './core';
import { Id, IsoDateTime, Nullable, OneOf, Shape } from './shapes';

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
export interface CrewItemsRequest {
  crewId: number;
  startDate: string;
  endDate?: string | null;
  startTime: string;
  endTime: string;
  function: string;
  amount: number;
  remarks?: string | null;
}

/**
 * `POST /projectCrewItems/{id}` body: any of these; a confirmed item whose dates or times change becomes `changed`.
 * `personId`, sent alone, requests that crew member for the open item (find best person, planners only).
 */
export interface CrewItemUpdate {
  startDate?: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  function?: string;
  remarks?: string | null;
  personId?: number;
}

/** `POST /projectCrewItems/vacant` body: filters of the vacancy list, all optional. */
export interface VacancyFilter { from?: string; to?: string; function?: string; city?: string }

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
export interface CrewItemStatusRequest { crewItemId: number; status: PositionStatus; remark?: string | null }

/** `POST /projectCrewItemStatus/{id}` body: correct the remark of a status record. */
export interface CrewItemStatusUpdate { remark: string | null }
