/**
 * The shapes of projects, crew items, crew members, crew-chief jobs and locations (section 7), shared by app and server.
 *
 * | call                                                  | request                       | answer                             |
 * | ----------------------------------------------------- | ----------------------------- | ---------------------------------- |
 * | GET  /projects                                        | tab, closed, period, paging   | ListResponse<ProjectSummary>       |
 * | POST /projects                                        | ProjectRequest                | Project (201)                      |
 * | GET  /projects/{number}                               |                               | Project, 404                       |
 * | GET  /projects/{number}/crewBooking                   |                               | CrewBooking                        |
 * | GET  /projects/{number}/projectCrews                  | paging                        | ListResponse<ProjectCrewSummary>   |
 * | POST /projects/{number}/projectCrews                  | ProjectCrewRequest            | ProjectCrewSummary (201)           |
 * | GET  /projects/{number}/invoices                      | paging                        | ListResponse<ProjectInvoice>       |
 * | GET  /projects/{number}/projectCrewItems              | paging                        | ListResponse<ProjectCrewItem>      |
 * | POST /projects/{number}/projectCrewItems              | CrewItemsRequest              | ListResponse<CrewItem> (201)       |
 * | GET  /projects/{number}/crewProfile/{personId}        |                               | CrewProfile                        |
 * | GET  /projects/{number}/report                        |                               | PDF                                |
 * | GET  /projects/{number}/logo                          | v (any: the logo's version)   | PNG, JPEG or WebP, 404             |
 * | POST /projects/{number}/logo                          | multipart `file`              | Project                            |
 * | DELETE /projects/{number}/logo                        |                               | 204, 404                           |
 * | POST /projects/{number}/exportDeliveryNotes           | { crewId? }                   | PDF                                |
 * | POST /projects/{number}/activities, /projectCrewItems/{id}/activities | ActivityRequest | Activity (201)               |
 * | GET  /companies/{id}/projects, /contacts/{id}/projects | paging                       | ListResponse<ProjectSummary>       |
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
import { Type, type Static } from 'typebox';
import { NamedPerson, Venue } from './crewItems';
import { MyProjectRating } from './crewMembers';
import { Described, Id, IsoDate, Nullable, OneOf, Shape, TimeOfDay } from './shapes';
import { crossCheck, isoDate, notBefore, nullable, object, optional, text, type FieldInput } from './fields/fields';
import { anId, clockTime, optionalText } from './fields/valueFields';

export * from './crewItems';
export * from './crewMembers';

/** `POST /locations` body. */
export const venueRequest = object({
  name: text({ max: 200 }), address: text({ max: 300 }), city: text({ max: 100 }),
  postalCode: optionalText(20), country: optionalText(100),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /locations`. */
export type VenueRequest = FieldInput<typeof venueRequest>;

/** Where a project stands in time: ended, still requested by the client, or ongoing (running or upcoming). */
export const ProjectPeriod = OneOf(['past', 'requested', 'ongoing'],
  'Where the project stands in time: ended, still requested by the client, or ongoing (running or upcoming).');
export type ProjectPeriod = Static<typeof ProjectPeriod>;

/** A project's logo: where to fetch it, and its version, which changes whenever the logo is replaced. */
export const ProjectLogo = Shape({
  version: Type.Integer({ minimum: 1, description: 'Changes whenever the logo is replaced, so a cached copy of the old one is not shown.' }),
  path: Type.String({
    description: 'Where the logo is, under /api/v1, with its version: `/projects/{number}/logo?v={version}`.',
    examples: ['/projects/1001/logo?v=12'],
  }),
}, "A project's logo: where to fetch it, and its version, which changes whenever the logo is replaced.");
export type ProjectLogo = Static<typeof ProjectLogo>;

/** A project (section 3), as the project lists and the project page show it. */
export const Project = Shape({
  number: Type.String(),
  name: Type.String(),
  company: Type.String({ description: "The client company's name." }),
  companyId: Nullable(Id),
  clientMark: Nullable(Type.String()),
  beginDate: Nullable(IsoDate),
  endDate: Nullable(IsoDate),
  reference: Nullable(Type.String()),
  rateCard: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  closed: Type.Boolean(),
  period: ProjectPeriod,
  crewChief: Nullable(NamedPerson),
  projectManager: Nullable(NamedPerson),
  contact: Nullable(Shape({
    contactId: Nullable(Id), name: Type.String(), phone: Nullable(Type.String()), email: Nullable(Type.String()),
  })),
  location: Nullable(Venue),
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5, description: "The project's rating, 1 to 5, or null when not rated." })),
  myRating: MyProjectRating,
  crewCount: Type.Integer({ minimum: 0 }),
  positionCount: Type.Integer({ minimum: 0, description: 'Crew items that are not cancelled.' }),
  logo: Nullable(ProjectLogo),
}, 'A project (section 3), as the project lists and the project page show it.');
export type Project = Static<typeof Project>;

/**
 * A project as the project lists show it: what a card or a calendar event of a project draws and no more (the
 * project page reads the rest with `GET /projects/{number}`), so that a page of 1000 stays under 200 KB on a phone.
 * The client is named by its client mark, the short code planners know it by.
 */
export const ProjectSummary = Shape({
  number: Project.properties.number, name: Project.properties.name, clientMark: Project.properties.clientMark, beginDate: Project.properties.beginDate, endDate: Project.properties.endDate,
  closed: Project.properties.closed, period: Project.properties.period, logo: Project.properties.logo,
  city: Nullable(Type.String({ description: "The city of the project's venue; null when it has none." })),
}, 'A project as the project lists show it; the project page reads the rest with GET /projects/{number}.');
export type ProjectSummary = Static<typeof ProjectSummary>;

/** `POST /projects` body (section 2: create project); `endDate` must not be before `beginDate`. */
export const projectRequest = object({
  company: text({ max: 200 }), companyId: optional(nullable(anId()), null), clientMark: text({ max: 100 }),
  name: text({ max: 200 }), beginDate: isoDate(), endDate: isoDate(), reference: optionalText(100),
  rateCard: optionalText(100), comment: optionalText(2000),
}, { unknownKeys: 'reject', check: notBefore('beginDate', 'endDate') });
/** What the app sends to `POST /projects`. */
export type ProjectRequest = FieldInput<typeof projectRequest>;

const Count = (description?: string) => Type.Integer({ minimum: 0, ...(description !== undefined && { description }) });

/** Positions counted by status, as shift tiles show them. */
export const PositionCounts = Shape({
  requested: Count(),
  confirmed: Count(),
  spare: Count(),
  cancelled: Count(),
  doubleBooked: Count(),
  changed: Count(),
  open: Count('No one planned, not cancelled.'),
  noShow: Count(),
  total: Count(),
}, 'Positions counted by status, as shift tiles show them.');
export type PositionCounts = Static<typeof PositionCounts>;

/** One function on one crew of a project, with its positions counted. */
export const CrewBookingLine = Shape({ crewId: Id, crewName: Type.String(), function: Type.String(), counts: PositionCounts },
  'One function on one crew of a project, with its positions counted.');
export type CrewBookingLine = Static<typeof CrewBookingLine>;

/** `GET /projects/{number}/crewBooking`: how the project's positions are filled. */
export const CrewBooking = Shape({ projectNumber: Type.String(), totals: PositionCounts, lines: Type.Array(CrewBookingLine) },
  "How the project's positions are filled.");
export type CrewBooking = Static<typeof CrewBooking>;

const ContactOnSite = Nullable(Shape({ name: Type.String(), phone: Nullable(Type.String()) }));

/** A crew as a project's crew list shows it. */
export const ProjectCrewSummary = Shape({
  id: Id,
  name: Type.String(),
  projectNumber: Type.String(),
  location: Nullable(Venue),
  crewChief: Nullable(NamedPerson),
  catering: Nullable(Type.String()),
  contactOnSite: ContactOnSite,
  startDate: Nullable(Described(IsoDate, "First day of the crew's planned days and of its items, or null when it has neither.")),
  endDate: Nullable(Described(IsoDate, "Last day of the crew's planned days and of its items, or null when it has neither.")),
  startTime: Nullable(Described(TimeOfDay, 'When the crew starts on its days, as planned (null: not planned).')),
  endTime: Nullable(Described(TimeOfDay, 'When the crew ends on its days, as planned (null: not planned).')),
  counts: PositionCounts,
}, "A crew as a project's crew list shows it.");
export type ProjectCrewSummary = Static<typeof ProjectCrewSummary>;

/** A crew's planned days: `endDate` not before `startDate`, and only with it (left out, the crew works one day). */
const crewDays = crossCheck((value: { startDate: string | null; endDate: string | null }) =>
  (value.endDate !== null && value.startDate === null
    ? { path: 'startDate', message: 'is required with endDate' }
    : notBefore('startDate', 'endDate')(value)),
{ says: { endDate: 'Not before `startDate`, and only with it; left out, the crew works one day.' } });

/**
 * `POST /projects/{number}/projectCrews` body: the crew's name, its chief (a person of the tenant), its venue, its
 * planned days (`endDate` left out: one day) and times, which its positions start from, and what it is told.
 */
export const projectCrewRequest = object({
  name: text({ max: 200 }), crewChiefId: optional(nullable(anId()), null), locationId: optional(nullable(anId()), null),
  startDate: optional(nullable(isoDate()), null), endDate: optional(nullable(isoDate()), null),
  startTime: optional(nullable(clockTime()), null), endTime: optional(nullable(clockTime()), null), catering: optionalText(500),
  internalInfo: optionalText(2000), externalInfo: optionalText(2000), crewInfo: optionalText(2000), crewChiefInfo: optionalText(2000),
  contactOnSiteName: optionalText(200), contactOnSitePhone: optionalText(50),
}, { unknownKeys: 'reject', check: crewDays });
/** What the app sends to `POST /projects/{number}/projectCrews`. */
export type ProjectCrewRequest = FieldInput<typeof projectCrewRequest>;

/** `GET /jobs/crewChief`: a crew the caller chiefs, with its dates and positions. */
export const CrewChiefJob = Shape({
  crewId: Id,
  crewName: Type.String(),
  period: OneOf(['past', 'upcoming'], 'Past once the crew\'s last day has gone by.'),
  project: Shape({ number: Type.String(), name: Type.String(), client: Type.String() }),
  location: Nullable(Venue),
  startDate: Nullable(IsoDate),
  endDate: Nullable(IsoDate),
  counts: PositionCounts,
  deliveryNote: OneOf(['toRelease', 'toSign', 'toSend', 'sent'],
    "Where the crew's delivery note stands: not released yet, released and waiting for the client's signature, signed and not sent yet, or sent."),
}, 'A crew the caller chiefs, with its dates, positions and delivery note.');
export type CrewChiefJob = Static<typeof CrewChiefJob>;

/** `GET /projects/{number}/invoices`: an invoice of the project, summed up (the receipts part has the full invoice). */
export const ProjectInvoice = Shape({
  id: Id,
  number: Nullable(Type.String()),
  date: Nullable(IsoDate),
  total: Nullable(Type.Number({ description: 'Gross, VAT included.' })),
  status: Nullable(Type.String()),
}, 'An invoice of the project, summed up (the receipts part has the full invoice).');
export type ProjectInvoice = Static<typeof ProjectInvoice>;
