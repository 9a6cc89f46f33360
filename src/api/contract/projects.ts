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

export * from './crewItems';
export * from './crewMembers';

/** A venue. */
export interface Venue {
  id: number;
  name: string;
  address: string;
  city: string;
  postalCode: string | null;
  country: string | null;
  /** Where the venue is (WGS 84 degrees), for check-ins; null when not known. */
  latitude: number | null;
  longitude: number | null;
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
