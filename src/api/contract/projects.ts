/**
 * The shapes of projects, crew items, crew members, crew-chief jobs and locations (section 7), shared by app and server.
 *
 * | call                                                  | request                       | answer                             |
 * | ----------------------------------------------------- | ----------------------------- | ---------------------------------- |
 * | GET  /projects                                        | tab, closed, period, paging   | ListResponse<Project>              |
 * | POST /projects                                        | ProjectRequest                | Project (201)                      |
 * | GET  /projects/{number}                               |                               | Project, 404                       |
 * | GET  /projects/{number}/crewBooking                   |                               | CrewBooking                        |
 * | GET  /projects/{number}/projectCrews                  | paging                        | ListResponse<ProjectCrewSummary>   |
 * | POST /projects/{number}/projectCrews                  | ProjectCrewRequest            | ProjectCrewSummary (201)           |
 * | GET  /projects/{number}/invoices                      | paging                        | ListResponse<ProjectInvoice>       |
 * | GET  /projects/{number}/projectCrewItems              | paging                        | ListResponse<CrewItem>             |
 * | POST /projects/{number}/projectCrewItems              | CrewItemsRequest              | ListResponse<CrewItem> (201)       |
 * | GET  /projects/{number}/crewProfile/{personId}        |                               | CrewProfile                        |
 * | GET  /projects/{number}/report                        |                               | PDF                                |
 * | POST /projects/{number}/exportDeliveryNotes           | { crewId? }                   | PDF                                |
 * | POST /projects/{number}/activities, /projectCrewItems/{id}/activities | ActivityRequest | Activity (201)               |
 * | GET  /companies/{id}/projects, /contacts/{id}/projects | paging                       | ListResponse<Project>              |
 * | GET  /projectCrewItems/{id}; POST (CrewItemUpdate)    |                               | CrewItem                           |
 * | GET  /projectCrewItems/vacant (query) or POST (body)  | VacancyFilter, paging         | ListResponse<CrewItem>             |
 * | GET  /projectCrewItems/{id}/status                    | paging                        | ListResponse<CrewItemStatus>       |
 * | GET  /projectCrewItems/{id}/applyVacancy, unapplyVacancy |                            | CrewItem, 409                      |
 * | POST /projectCrewItemStatus                           | CrewItemStatusRequest         | CrewItemStatus (201)               |
 * | POST /projectCrewItemStatus/{statusId}                | CrewItemStatusUpdate          | CrewItemStatus                     |
 * | POST /projectCrewItemStatus/{statusId}/activate, notNeeded, reactivate, noShow |      | CrewItemStatus, 409                |
 * | GET  /crewMember/{personId}/crewRatings; POST (CrewRatingRequest) | paging            | ListResponse<CrewRating>; CrewRating |
 * | GET  /crewMember/{personId}/crewFunctions, crewTags, documentBasedSkills | paging     | ListResponse of CrewFunction, CrewTag, DocumentBasedSkill |
 * | GET  /crewRatingTypes                                 | paging                        | ListResponse<CrewRatingType>       |
 * | GET  /crewInfo                                        |                               | CrewInfo                           |
 * | GET  /jobs/crewChief                                  | paging                        | ListResponse<CrewChiefJob>         |
 * | GET  /locations/{id}; GET /locations?q; POST /locations (VenueRequest) |              | Venue; ListResponse<Venue>; Venue (201) |
 *
 * Status actions take the id of the crew item's latest status record (`CrewItem.statusId`); an older one is a 409.
 */
import type { PositionStatus } from '../contract';

/** A venue. */
export interface Venue {
  id: number;
  name: string;
  address: string;
  city: string;
  postalCode: string | null;
  country: string | null;
}

/** `POST /locations` body. */
export interface VenueRequest {
  name: string;
  address: string;
  city: string;
  postalCode?: string | null;
  country?: string | null;
}

/** A person named on a record, with a phone when there is one. */
export interface NamedPerson { personId: number | null; name: string; phone?: string | null }

/** Where a project stands in time: ended, still requested by the client, or ongoing (running or upcoming). */
export type ProjectPeriod = 'past' | 'requested' | 'ongoing';

/** A project (section 3), as the project lists and the project page show it. */
export interface Project {
  number: string;
  name: string;
  /** The client company's name. */
  company: string;
  companyId: number | null;
  clientMark: string | null;
  beginDate: string | null;
  endDate: string | null;
  reference: string | null;
  rateCard: string | null;
  comment: string | null;
  closed: boolean;
  period: ProjectPeriod;
  crewChief: NamedPerson | null;
  projectManager: NamedPerson | null;
  contact: { contactId: number | null; name: string; phone: string | null; email: string | null } | null;
  location: Venue | null;
  /** The project's rating, 1 to 5, or null when not rated. */
  rating: number | null;
  crewCount: number;
  /** Crew items that are not cancelled. */
  positionCount: number;
}

/** `POST /projects` body (section 2: create project); `endDate` must not be before `beginDate`. */
export interface ProjectRequest {
  company: string;
  companyId?: number | null;
  clientMark: string;
  name: string;
  beginDate: string;
  endDate: string;
  reference?: string | null;
  rateCard?: string | null;
  comment?: string | null;
}

/** Positions counted by status, as shift tiles show them. */
export type PositionCounts = Record<PositionStatus, number> & { open: number; noShow: number; total: number };

/** One function on one crew of a project, with its positions counted. */
export interface CrewBookingLine { crewId: number; crewName: string; function: string; counts: PositionCounts }

/** `GET /projects/{number}/crewBooking`: how the project's positions are filled. */
export interface CrewBooking { projectNumber: string; totals: PositionCounts; lines: CrewBookingLine[] }

/** A crew as a project's crew list shows it. */
export interface ProjectCrewSummary {
  id: number;
  name: string;
  projectNumber: string;
  location: Venue | null;
  crewChief: NamedPerson | null;
  catering: string | null;
  contactOnSite: { name: string; phone: string | null } | null;
  startDate: string | null;
  endDate: string | null;
  counts: PositionCounts;
}

/** `POST /projects/{number}/projectCrews` body. */
export interface ProjectCrewRequest {
  name: string;
  locationId?: number | null;
  catering?: string | null;
  internalInfo?: string | null;
  externalInfo?: string | null;
  crewInfo?: string | null;
  crewChiefInfo?: string | null;
  contactOnSiteName?: string | null;
  contactOnSitePhone?: string | null;
}

/** A crew item (a position on a crew), with who fills it and its current status record. */
export interface CrewItem {
  id: number;
  status: PositionStatus;
  /** The id of the latest status record, for `POST /projectCrewItemStatus/{id}/…` actions; null when none exists. */
  statusId: number | null;
  function: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  person: NamedPerson | null;
  /** True when the position has no one yet: a vacancy. */
  vacant: boolean;
  appliedFor: boolean;
  noShow: boolean;
  crewChiefOnly: boolean;
  remarks: string | null;
  crew: { id: number; name: string };
  project: { number: string; name: string; client: string };
  location: Venue | null;
  /** What the caller may do: change times and statuses (crew chief of the crew or planner). */
  canEdit: boolean;
}

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

/** `POST /projectCrewItems/{id}` body: any of these; a confirmed item whose dates or times change becomes `changed`. */
export interface CrewItemUpdate {
  startDate?: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  function?: string;
  remarks?: string | null;
}

/** `POST /projectCrewItems/vacant` body: filters of the vacancy list, all optional. */
export interface VacancyFilter { from?: string; to?: string; function?: string; city?: string }

/** The actions a status record can come from. */
export type CrewItemStatusAction =
  | 'created' | 'set' | 'activate' | 'notNeeded' | 'reactivate' | 'noShow' | 'applied' | 'unapplied' | 'changed';

/** One record of a crew item's status history. */
export interface CrewItemStatus {
  id: number;
  crewItemId: number;
  status: PositionStatus;
  action: CrewItemStatusAction;
  remark: string | null;
  by: NamedPerson | null;
  createdAt: string;
}

/** `POST /projectCrewItemStatus` body: set a crew item's status directly (planners). */
export interface CrewItemStatusRequest { crewItemId: number; status: PositionStatus; remark?: string | null }

/** `POST /projectCrewItemStatus/{id}` body: correct the remark of a status record. */
export interface CrewItemStatusUpdate { remark: string | null }

/** A kind of crew rating, e.g. punctuality. */
export interface CrewRatingType { id: number; name: string; description: string }

/** One rating of a crew member. */
export interface CrewRating {
  id: number;
  personId: number;
  ratingType: { id: number; name: string };
  score: number;
  comment: string | null;
  crewItemId: number | null;
  ratedBy: NamedPerson | null;
  createdAt: string;
}

/** `POST /crewMember/{id}/crewRatings` body; `score` 1 to 5. */
export interface CrewRatingRequest { ratingTypeId: number; score: number; comment?: string | null; crewItemId?: number | null }

/** A function a crew member can work, with their level. */
export interface CrewFunction { id: number; function: string; level: 'junior' | 'medior' | 'senior' }

/** A tag on a crew member, e.g. `Forklift licence`. */
export interface CrewTag { id: number; tag: string }

/** A skill a document proves, valid until a date (null: no end). */
export interface DocumentBasedSkill { id: number; skill: string; documentName: string; validUntil: string | null; valid: boolean }

/** Ratings summed up: how many, the average score, and the average by rating type. */
export interface CrewRatingsSummary { count: number; average: number | null; byType: { ratingType: string; average: number; count: number }[] }

/** `GET /crewInfo`: the caller's own crew info. */
export interface CrewInfo {
  personId: number;
  name: string;
  functions: CrewFunction[];
  tags: CrewTag[];
  skills: DocumentBasedSkill[];
  ratings: CrewRatingsSummary;
}

/** `GET /projects/{number}/crewProfile/{personId}`: a crew member as seen from one project. */
export interface CrewProfile {
  personId: number;
  name: string;
  contactNumber: string | null;
  functions: CrewFunction[];
  tags: CrewTag[];
  ratings: CrewRatingsSummary;
  /** Their crew items on this project. */
  items: CrewItem[];
}

/** `GET /jobs/crewChief`: a crew the caller chiefs, with its dates and positions. */
export interface CrewChiefJob {
  crewId: number;
  crewName: string;
  period: 'past' | 'upcoming';
  project: { number: string; name: string; client: string };
  location: Venue | null;
  startDate: string | null;
  endDate: string | null;
  counts: PositionCounts;
}

/** `GET /projects/{number}/invoices`: an invoice of the project, summed up (the receipts part has the full invoice). */
export interface ProjectInvoice { id: number; number: string | null; date: string | null; total: number | null; status: string | null }
