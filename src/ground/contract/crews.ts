/**
 * The shapes of the project crew calls (section 7, "Project crews"), shared by the app and the server.
 *
 * | call                                                      | request                | answer                          |
 * | --------------------------------------------------------- | ---------------------- | ------------------------------- |
 * | GET  /projectCrews/{id}                                   | bearer                 | ProjectCrew, 404                |
 * | GET  /projectCrews/{id}/items                             | limit, page            | ListResponse<ProjectCrewMember> |
 * | GET  /projectCrews/{id}/status                            | bearer                 | ProjectCrewStatus               |
 * | GET  /projectCrews/{id}/ratings                           | limit, page            | ListResponse<ProjectCrewRating> |
 * | GET  /projectCrews/{id}/deliveryNote, …/crewChiefSheet    | format? (json, pdf)    | CrewSheet; PDF, 409 unreleased  |
 * | POST /projectCrews/{id}/deliveryNote/release (…Sheet too) | none                   | CrewSheet, 409 when released    |
 * | POST /projectCrews/{id}/deliveryNote/signed               | CrewSignatureRequest   | CrewSheet, 409 before release   |
 * | POST /projectCrews/{id}/deliveryNote/signed/send          | none                   | CrewSheet, 409 before signing   |
 * | POST /projectCrews/{id}/digitalConfirm                    | DigitalConfirmRequest? | CrewHoursConfirmation, 409      |
 * | GET  /projectCrews/{id}/securityChecks                    | limit, page            | ListResponse<SecurityCheck>     |
 * | GET  /projectCrews/{id}/securityChecks/{checkId}          | bearer                 | SecurityCheck                   |
 * | GET  …/securityChecks/{checkId}/download                  | bearer                 | PDF                             |
 * | POST …/securityChecks/{checkId}/download/signed           | CrewSignatureRequest   | signed PDF, 409 when signed     |
 * | POST …/securityChecks/{checkId}/signed/send               | none                   | SecurityCheck, 409 unsigned     |
 * | GET  /projectCrews/{id}/liveLocations                     | limit, page            | ListResponse<LiveLocation>      |
 * | POST /projectCrews/{id}/liveLocations                     | LiveLocationRequest    | LiveLocation (201)              |
 * | GET, POST /crewChecks/{id}/download                       | none                   | PDF                             |
 * | GET  /crewChecks/{id}/download/signed                     | bearer                 | signed PDF, 409 unsigned        |
 * | POST /crewChecks/{id}/download/signed                     | CrewSignatureRequest   | signed PDF, 409 when signed     |
 *
 * Who: a crew's members read it, its crew chief also releases, signs and confirms hours, planners with `crews.READ`
 * read every crew of the tenant, a project login (with `crews.READ`) its project's crews; anyone else gets 404.
 * Members and the chief share live locations and sign security checks; a crew check is its person's (and the
 * chief's, planners', project login's). Signatures are PNG data URLs of at most 1 MB.
 */
import { Type, type Static } from 'typebox';
import { CrewItemBase } from './core';
import { Described, Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape, TimeOfDay } from './shapes';
import { nullable, object, oneOf, optional, text, type FieldInput } from './fields/fields';
import { isoMoment } from './fields/isoMoment';
import { pngDataUrl } from './fields/signaturePng';
import { decimal } from './fields/valueFields';

/** How the caller stands to a crew: its chief, one of its members, a planner, or the project's own login. */
export const CrewRole = OneOf(['chief', 'member', 'planner', 'project'],
  "How the caller stands to the crew: its chief, one of its members, a planner, or the project's own login.");
export type CrewRole = Static<typeof CrewRole>;

/** A person as the crew pages name them. */
export const CrewPerson = Shape({ id: Id, firstName: Type.String(), lastName: Type.String() }, 'A person as the crew pages name them.');
export type CrewPerson = Static<typeof CrewPerson>;

/** Where the caller is with checking in on this crew, from their latest crew check. */
export const CrewCheckInState = Shape({
  state: OneOf(['notCheckedIn', 'checkedIn', 'checkedOut']),
  checkedInAt: Nullable(IsoDateTime),
  checkedOutAt: Nullable(IsoDateTime),
}, 'Where the caller is with checking in on this crew, from their latest crew check.');
export type CrewCheckInState = Static<typeof CrewCheckInState>;

const CheckKind = OneOf(['checkIn', 'checkOut']);
const Latitude = (description: string) => Type.Number({ minimum: -90, maximum: 90, description });
const Longitude = (description: string) => Type.Number({ minimum: -180, maximum: 180, description });

/** One check-in or check-out of a crew member, downloadable at `/crewChecks/{id}/download`. */
export const CrewCheck = Shape({
  id: Id,
  kind: CheckKind,
  checkedAt: IsoDateTime,
  latitude: Nullable(Latitude('Where the check was made (WGS 84 degrees), when the device shared it.')),
  longitude: Nullable(Longitude('WGS 84 degrees, when the device shared it.')),
  signed: Type.Boolean(),
}, 'One check-in or check-out of a crew member, downloadable at `/crewChecks/{id}/download`.');
export type CrewCheck = Static<typeof CrewCheck>;

/** The crew page: one crew of a project with what a crew on site needs to know. */
export const ProjectCrew = Shape({
  id: Id,
  name: Type.String(),
  project: Shape({ id: Id, number: Type.String(), name: Type.String(), client: Type.String() }),
  location: Nullable(Shape({
    id: Id, name: Type.String(), address: Type.String(), city: Type.String(),
    latitude: Nullable(Latitude('WGS 84 degrees, for check-ins; null when not known.')),
    longitude: Nullable(Longitude('WGS 84 degrees, for check-ins; null when not known.')),
  }, 'The venue, with its coordinates when known, for check-ins.')),
  checkInRadiusMeters: Type.Integer({
    minimum: 0,
    description: "How close to the venue, in metres, a check-in counts as on site: the project company's setting, else the tenant's "
      + "own company's, else 250.",
  }),
  startDate: Nullable(Described(IsoDate, "First day of the crew's planned days and of its items, or null when it has neither.")),
  endDate: Nullable(Described(IsoDate, "Last day of the crew's planned days and of its items, or null when it has neither.")),
  startTime: Nullable(Described(TimeOfDay, 'When the crew starts on its days, as planned (null: not planned).')),
  endTime: Nullable(Described(TimeOfDay, 'When the crew ends on its days, as planned (null: not planned).')),
  crewChief: Nullable(Shape({ personId: Nullable(Id), name: Type.String(), phone: Nullable(Type.String()) },
    'The crew chief as planned (name, phone) and, when the chief has a login, their person id.')),
  catering: Nullable(Type.String()),
  internalInfo: Nullable(Type.String({ description: "Shown to the company's own people only (null for a project login)." })),
  externalInfo: Nullable(Type.String()),
  crewInfo: Nullable(Type.String()),
  crewChiefInfo: Nullable(Type.String({ description: 'Shown to the crew chief and planners only (null for others).' })),
  contactOnSite: Nullable(Shape({ name: Type.String(), phone: Nullable(Type.String()) })),
  documentsCount: Type.Integer({
    minimum: 0, description: "The crew's documents: released delivery note and crew chief sheet, and its security checks.",
  }),
  checkIn: Described(CrewCheckInState, "The caller's own check-in state (notCheckedIn for callers without a person)."),
  myChecks: Type.Array(CrewCheck, { description: "The caller's own check-ins and check-outs on this crew, oldest first." }),
  myRole: CrewRole,
}, 'The crew page: one crew of a project with what a crew on site needs to know.');
export type ProjectCrew = Static<typeof ProjectCrew>;

/** One crew item of a crew, with the person planned on it. */
export const ProjectCrewMember = Shape({
  ...CrewItemBase.properties,
  crewChiefOnly: Type.Boolean(),
  person: Nullable(Described(CrewPerson, 'Null for an open position.')),
  statusId: Nullable(Type.Integer({
    minimum: 1, description: "The position's latest status record: the id its status actions (activate, notNeeded, …) are called on.",
  })),
  noShow: Type.Boolean({ description: 'Marked as a no-show.' }),
}, 'One crew item of a crew, with the person planned on it.');
export type ProjectCrewMember = Static<typeof ProjectCrewMember>;

const Count = Type.Integer({ minimum: 0 });

/** How many positions of a crew are in each status. */
export const ProjectCrewStatus = Shape({
  crewId: Id,
  total: Count,
  byStatus: Shape({
    requested: Count, confirmed: Count, spare: Count, cancelled: Count, doubleBooked: Count, changed: Count,
  }, 'Every position status, zero included.'),
}, 'How many positions of a crew are in each status.');
export type ProjectCrewStatus = Static<typeof ProjectCrewStatus>;

/** A rating of a crew member's work on this crew (1 to 5); crew members see only their own. */
export const ProjectCrewRating = Shape({
  id: Id,
  person: CrewPerson,
  category: Type.String({ description: "The rating type's name, e.g. `Punctuality`." }),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Nullable(Type.String()),
  ratedBy: Nullable(Type.String({ description: 'Who rated; null when not recorded.' })),
  ratedAt: IsoDateTime,
}, "A rating of a crew member's work on this crew (1 to 5); crew members see only their own.");
export type ProjectCrewRating = Static<typeof ProjectCrewRating>;

/** One line of a delivery note or crew chief sheet: a crew member's planned (and, on the sheet, checked) hours. */
export const CrewSheetLine = Shape({
  crewItemId: Id,
  name: Type.String(),
  function: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  hours: Type.Number({ minimum: 0, description: 'Planned hours over all days of the item.' }),
  checkedInAt: Nullable(Described(IsoDateTime, 'From the crew checks; null when the member did not check in.')),
  checkedOutAt: Nullable(Described(IsoDateTime, 'From the crew checks; null when the member did not check out.')),
}, "One line of a delivery note or crew chief sheet: a crew member's planned (and, on the sheet, checked) hours.");
export type CrewSheetLine = Static<typeof CrewSheetLine>;

/** A delivery note or crew chief sheet with its state (section 4: release sets downloaded; then signed). */
export const CrewSheet = Shape({
  crewId: Id,
  kind: OneOf(['deliveryNote', 'crewChiefSheet']),
  released: Type.Boolean(),
  downloaded: Type.Boolean({ description: 'True once released (section 4).' }),
  releasedAt: Nullable(IsoDateTime),
  signed: Type.Boolean(),
  signedBy: Nullable(Type.String()),
  signedAt: Nullable(IsoDateTime),
  sentAt: Nullable(Described(IsoDateTime, 'When the signed delivery note was e-mailed (recorded and logged; no mail server runs here).')),
  hoursConfirmedAt: Nullable(Described(IsoDateTime, 'When the crew chief confirmed the hours digitally.')),
  lines: Type.Array(CrewSheetLine),
}, 'A delivery note or crew chief sheet with its state (section 4: release sets downloaded; then signed).');
export type CrewSheet = Static<typeof CrewSheet>;

/** `POST …/signed` body: the signature as a PNG data URL (`data:image/png;base64,…`, at most 1 MB decoded) and who signed. */
export const crewSignatureRequest = object(
  { signature: pngDataUrl(), signerName: text({ max: 120 }) },
  { unknownKeys: 'reject' },
);
/** What the app sends to the `POST …/signed` calls. */
export type CrewSignatureRequest = FieldInput<typeof crewSignatureRequest>;

/** `POST /projectCrews/{id}/digitalConfirm` body (optional). */
export const digitalConfirmRequest = optional(
  object({ remarks: optional(nullable(text({ max: 1000 })), null) }, { unknownKeys: 'reject' }),
  { remarks: null },
);
/** What the app sends to `POST /projectCrews/{id}/digitalConfirm`. */
export type DigitalConfirmRequest = FieldInput<typeof digitalConfirmRequest>;

/** The crew chief's digital confirmation of a crew's hours. */
export const CrewHoursConfirmation = Shape({
  crewId: Id,
  confirmedAt: IsoDateTime,
  confirmedBy: CrewPerson,
  remarks: Nullable(Type.String()),
}, "The crew chief's digital confirmation of a crew's hours.");
export type CrewHoursConfirmation = Static<typeof CrewHoursConfirmation>;

/** A security check form the crew fills for one date and shift. */
export const SecurityCheck = Shape({
  id: Id,
  crewId: Id,
  formName: Type.String(),
  date: IsoDate,
  shift: OneOf(['early', 'day', 'late', 'night']),
  answers: Type.Array(Shape({ question: Type.String(), answer: Type.String() })),
  filledBy: Nullable(CrewPerson),
  signed: Type.Boolean(),
  signedBy: Nullable(Type.String()),
  signedAt: Nullable(IsoDateTime),
  sentAt: Nullable(IsoDateTime),
}, 'A security check form the crew fills for one date and shift.');
export type SecurityCheck = Static<typeof SecurityCheck>;

/** The latest known position of a crew member sharing their location. */
export const LiveLocation = Shape({
  person: CrewPerson,
  latitude: Latitude('WGS 84 degrees.'),
  longitude: Longitude('WGS 84 degrees.'),
  accuracy: Type.Number({ minimum: 0, description: 'Metres.' }),
  recordedAt: IsoDateTime,
  check: Type.Optional(Shape({ id: Id, kind: CheckKind, checkedAt: IsoDateTime },
    'Set when the position was shared as a check-in or check-out: the crew check it recorded.')),
}, 'The latest known position of a crew member sharing their location.');
export type LiveLocation = Static<typeof LiveLocation>;

/**
 * `POST /projectCrews/{id}/liveLocations` body, read against the clock `now` (the server's): `recordedAt`, an ISO 8601
 * moment such as `2026-11-22T10:05:00Z`, is when the position was taken (a check made offline keeps its time), at most
 * 5 minutes ahead. `check` shares the position as a check-in or check-out on the crew: a crew check at this time and
 * place is recorded too (409 for a check-in while checked in, or a check-out without an open check-in).
 */
export const liveLocationRequest = (now: () => Date) => object(
  {
    latitude: decimal(-90, 90), longitude: decimal(-180, 180), accuracy: decimal(0, 1_000_000), recordedAt: isoMoment(now),
    check: optional(oneOf(['checkIn', 'checkOut'] as const), undefined),
  },
  { unknownKeys: 'reject' },
);
/** What the app sends to `POST /projectCrews/{id}/liveLocations`. */
export type LiveLocationRequest = FieldInput<ReturnType<typeof liveLocationRequest>>;
