/**
 * The /api/v1 contract, written once and shared by the app (`src/api`) and the reference server (`server/`).
 *
 * | call                               | request                                  | answer                      |
 * | ---------------------------------- | ---------------------------------------- | --------------------------- |
 * | POST /auth/token (Type: MOBILE)    | LoginRequest                             | TokenResponse, 401          |
 * | GET  /auth/refresh                 | bearer                                   | TokenResponse, 401          |
 * | GET  /userRights                   | bearer                                   | RightsMap                   |
 * | GET  /mailboxUserRights            | bearer                                   | RightsMap                   |
 * | GET  /tenant                       | none (public, chosen by host name)       | Tenant                      |
 * | GET  /jobs                         | limit, page, period?                     | ListResponse<Job>           |
 * | GET  /jobs/{id}                    | bearer                                   | Job, 404                    |
 * | POST /jobs/{id}/confirmation       | bearer                                   | Job                         |
 * | GET  /planningCalendarItems        | from?, to? (YYYY-MM-DD), limit, page     | ListResponse<PlanningItem>  |
 * | POST /blockDates                   | BlockDateRequest                         | BlockDate (201)             |
 * | DELETE /blockDates/{id}            | bearer                                   | 204, 404                    |
 *
 * Every request carries `Type` (MOBILE) and, when logged in, `Authorization: Bearer <token>`.
 * Lists take `limit` (1000) and `page` (1) and answer a ListResponse. Every error answers an ApiError.
 */

/** Every list call answers this envelope. */
import type { AppliedOverlay } from '../spec/overlay/TenantOverlay';

export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Every failed call answers this body, with the matching HTTP status. */
export interface ApiError {
  error: {
    /** Machine-readable, e.g. `unauthorized`, `forbidden`, `not_found`, `bad_request`. */
    code: string;
    /** A sentence for a person. */
    message: string;
    /** For bad requests: which field, and what was wrong. */
    details?: { path: string; message: string }[];
  };
}

/** `POST /auth/token` body; `username` is an e-mail, or a project (`P-1001`) or plus-crew (`PC-7`) identifier. */
export interface LoginRequest {
  username: string;
  password: string;
}

export interface TokenResponse {
  token: string;
}

/** The session token's claims (section 3). */
export interface TokenClaims {
  exp: number;
  iat?: number;
  type: 'user' | 'project' | 'pluscrew';
  loginData: LoginData;
}

export interface LoginData {
  /** The person behind a user login; absent for project and plus-crew logins. `mapService` is the person's
   * setting for map links (profile). */
  person?: { id: number; firstName: string; lastName: string; personal: boolean; mapService?: 'google' | 'apple' | 'openStreetMap' };
  contactNumber?: string;
  /** Language code, one of en, nl, cy, fr, deAt, de, es. */
  language?: string;
  /** Captions such as `Crew`, `Client`, `Planner`, `Operations`, `Planning`, `Office`. */
  loginTypes: { caption: string }[];
  /** For project logins: the project number; for plus-crew logins: the plus crew number. */
  projectNumber?: string;
  plusCrewNumber?: string;
}

/** Rights by resource, e.g. `{ receipts: ['READ', 'CREATE'] }`. */
export type RightsMap = Record<string, string[]>;

/** The tenant's look and language (section 3), as the server keeps it. */
export interface TenantLook {
  name: string;
  defaultLanguage: string;
  mobileTheme: string;
  backgroundUrl: string | null;
  backgroundColorCode: string | null;
  faviconUrl: string | null;
  useUserLanguage: boolean;
  metaHostName: string;
  metaDescription: string;
  /** A text the app shows faintly behind its screens (e.g. "DEMO"), or null for none. */
  watermark: string | null;
}

/** The tenant configuration (section 3), public: its look, and the overlay on the product's screens it runs. */
export interface Tenant extends TenantLook {
  /** Screens switched off, menu places, the tenant's own screens and texts, at the current revision. */
  overlay: AppliedOverlay;
}

/** Position labels (section 3). */
export type PositionStatus = 'requested' | 'confirmed' | 'spare' | 'cancelled' | 'doubleBooked' | 'changed';

/** What every crew item shows: its position state, function, days (`YYYY-MM-DD`) and times (`HH:MM`). */
export interface CrewItemBase {
  id: number;
  status: PositionStatus;
  function: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/** A job: one crew item the person is planned on. */
export interface Job extends CrewItemBase {
  /** `past`, `upcoming`, `toConfirm` or `appliedFor`, computed from dates and status. */
  period: 'past' | 'upcoming' | 'toConfirm' | 'appliedFor';
  crewChiefOnly: boolean;
  toConfirm: boolean;
  confirmedAt: string | null;
  /** True once the job's start is in the past. */
  started: boolean;
  project: { number: string; name: string; client: string };
  crew: { id: number; name: string };
  location: { id: number; name: string; address: string; city: string } | null;
  crewChief: { name: string; phone: string | null } | null;
  remarks: string | null;
}

/** A planning calendar item: a job, a blocked date, a vacation, … with the marker the calendar colours it by. */
export interface PlanningItem {
  id: string;
  /** `job`, `blockDate`, `vacation`, `sickDay`, `absence`, `bankHoliday`. */
  type: string;
  /** The calendar marker (section 4), e.g. `confirmed`, `requested`, `spare`, `doubleBooked`, `blockedDate`. */
  marker: string;
  title: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
  /** The record behind it, e.g. the block date id for `DELETE /blockDates/{id}`. */
  refId: number;
}

/** `POST /blockDates` body. */
export interface BlockDateRequest {
  startDate: string;
  endDate: string | null;
  reason: string;
}

export interface BlockDate {
  id: number;
  personId: number;
  startDate: string;
  endDate: string | null;
  reason: string;
}

/* The other parts of the contract, one file each. */
export * from './contract/reference';
export * from './contract/companies';
export * from './contract/persons';
export * from './contract/payrolls';
export * from './contract/receipts';
export * from './contract/projects';
export * from './contract/crews';
export * from './contract/documents';
export * from './contract/email';
export * from './contract/forms';
export * from './contract/planning';
export * from './contract/plusCrews';
