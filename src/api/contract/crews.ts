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
import type { CrewItemBase, PositionStatus } from '../contract';

/** How the caller stands to a crew: its chief, one of its members, a planner, or the project's own login. */
export type CrewRole = 'chief' | 'member' | 'planner' | 'project';

/** A person as the crew pages name them. */
export interface CrewPerson { id: number; firstName: string; lastName: string }

/** Where the caller is with checking in on this crew, from their latest crew check. */
export interface CrewCheckInState {
  state: 'notCheckedIn' | 'checkedIn' | 'checkedOut';
  checkedInAt: string | null;
  checkedOutAt: string | null;
}

/** One check-in or check-out of a crew member, downloadable at `/crewChecks/{id}/download`. */
export interface CrewCheck {
  id: number;
  kind: 'checkIn' | 'checkOut';
  checkedAt: string;
  /** Where the check was made, when the device shared it. */
  latitude: number | null;
  longitude: number | null;
  signed: boolean;
}

/** The crew page: one crew of a project with what a crew on site needs to know. */
export interface ProjectCrew {
  id: number;
  name: string;
  project: { id: number; number: string; name: string; client: string };
  /** The venue, with its coordinates (WGS 84 degrees) when known, for check-ins. */
  location: { id: number; name: string; address: string; city: string; latitude: number | null; longitude: number | null } | null;
  /** How close to the venue, in metres, a check-in counts as on site: the project company's setting, else the tenant's own company's, else 250. */
  checkInRadiusMeters: number;
  /** First and last day of the crew's items, or null when it has none. */
  startDate: string | null;
  endDate: string | null;
  /** The crew chief as planned (name, phone) and, when the chief has a login, their person id. */
  crewChief: { personId: number | null; name: string; phone: string | null } | null;
  catering: string | null;
  /** Shown to the company's own people only (null for a project login). */
  internalInfo: string | null;
  externalInfo: string | null;
  crewInfo: string | null;
  /** Shown to the crew chief and planners only (null for others). */
  crewChiefInfo: string | null;
  contactOnSite: { name: string; phone: string | null } | null;
  /** The crew's documents: released delivery note and crew chief sheet, and its security checks. */
  documentsCount: number;
  /** The caller's own check-in state (notCheckedIn for callers without a person). */
  checkIn: CrewCheckInState;
  /** The caller's own check-ins and check-outs on this crew, oldest first. */
  myChecks: CrewCheck[];
  myRole: CrewRole;
}

/** One crew item of a crew, with the person planned on it. */
export interface ProjectCrewMember extends CrewItemBase {
  crewChiefOnly: boolean;
  /** Null for an open position. */
  person: CrewPerson | null;
  /** The position's latest status record: the id its status actions (activate, notNeeded, …) are called on. */
  statusId: number | null;
  /** Marked as a no-show. */
  noShow: boolean;
}

/** How many positions of a crew are in each status. */
export interface ProjectCrewStatus {
  crewId: number;
  total: number;
  /** Every position status, zero included. */
  byStatus: Record<PositionStatus, number>;
}

/** A rating of a crew member's work on this crew (1 to 5); crew members see only their own. */
export interface ProjectCrewRating {
  id: number;
  person: CrewPerson;
  /** The rating type's name, e.g. `Punctuality`. */
  category: string;
  score: number;
  comment: string | null;
  /** Who rated; null when not recorded. */
  ratedBy: string | null;
  ratedAt: string;
}

/** One line of a delivery note or crew chief sheet: a crew member's planned (and, on the sheet, checked) hours. */
export interface CrewSheetLine {
  crewItemId: number;
  name: string;
  function: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** Planned hours over all days of the item. */
  hours: number;
  /** From the crew checks; null when the member did not check in or out. */
  checkedInAt: string | null;
  checkedOutAt: string | null;
}

/** A delivery note or crew chief sheet with its state (section 4: release sets downloaded; then signed). */
export interface CrewSheet {
  crewId: number;
  kind: 'deliveryNote' | 'crewChiefSheet';
  released: boolean;
  /** True once released (section 4). */
  downloaded: boolean;
  releasedAt: string | null;
  signed: boolean;
  signedBy: string | null;
  signedAt: string | null;
  /** When the signed delivery note was e-mailed (recorded and logged; no mail server runs here). */
  sentAt: string | null;
  /** When the crew chief confirmed the hours digitally. */
  hoursConfirmedAt: string | null;
  lines: CrewSheetLine[];
}

/** `POST …/signed` body: the signature as a PNG data URL (at most 1 MB decoded) and who signed. */
export interface CrewSignatureRequest {
  /** `data:image/png;base64,…` */
  signature: string;
  signerName: string;
}

/** `POST /projectCrews/{id}/digitalConfirm` body (optional). */
export interface DigitalConfirmRequest { remarks?: string | null }

/** The crew chief's digital confirmation of a crew's hours. */
export interface CrewHoursConfirmation {
  crewId: number;
  confirmedAt: string;
  confirmedBy: CrewPerson;
  remarks: string | null;
}

/** A security check form the crew fills for one date and shift. */
export interface SecurityCheck {
  id: number;
  crewId: number;
  formName: string;
  date: string;
  shift: 'early' | 'day' | 'late' | 'night';
  answers: { question: string; answer: string }[];
  filledBy: CrewPerson | null;
  signed: boolean;
  signedBy: string | null;
  signedAt: string | null;
  sentAt: string | null;
}

/** The latest known position of a crew member sharing their location. */
export interface LiveLocation {
  person: CrewPerson;
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
  recordedAt: string;
  /** Set when the position was shared as a check-in or check-out: the crew check it recorded. */
  check?: { id: number; kind: 'checkIn' | 'checkOut'; checkedAt: string };
}

/** `POST /projectCrews/{id}/liveLocations` body. */
export interface LiveLocationRequest {
  latitude: number;
  longitude: number;
  accuracy: number;
  /** ISO 8601 moment, e.g. `2026-11-22T10:05:00Z`: when the position was taken (a check made offline keeps its time). */
  recordedAt: string;
  /**
   * Shares the position as a check-in or check-out on the crew: a crew check at this time and place is recorded too.
   * 409 for a check-in while checked in, or a check-out without an open check-in.
   */
  check?: 'checkIn' | 'checkOut';
}
