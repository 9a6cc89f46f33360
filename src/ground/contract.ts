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
 * | GET  /jobs/{id}/calendar           | bearer                                   | job.ics (text/calendar), 404|
 * | GET  /planningCalendarItems        | from?, to? (YYYY-MM-DD), limit, page     | ListResponse<PlanningItem>  |
 * | POST /blockDates                   | BlockDateRequest                         | BlockDate (201)             |
 * | DELETE /blockDates/{id}            | bearer                                   | 204, 404                    |
 *
 * Every request carries `Type` (MOBILE) and, when logged in, `Authorization: Bearer <token>`.
 * Lists take `limit` (1000) and `page` (1) and answer a ListResponse. Every error answers an ApiError.
 */

/* The core: errors, the session, the tenant, jobs, planning items, blocked dates. */
export * from './contract/core';

/* The other parts of the contract, one file each. */
export * from './contract/reference';
export * from './contract/companies';
export * from './contract/persons';
export * from './contract/publicProfiles';
export * from './contract/push';
export * from './contract/payrolls';
export * from './contract/receipts';
export * from './contract/projects';
export * from './contract/projectCosts';
export * from './contract/crews';
export * from './contract/workedHours';
export * from './contract/documents';
export * from './contract/email';
export * from './contract/forms';
export * from './contract/planning';
export * from './contract/bestPersons';
export * from './contract/availability';
export * from './contract/plusCrews';
export * from './contract/batch';
