import { signatureOf } from './product-calls/crewsSamples';

/**
 * Who may call each /api/v1 route, as `routeAccess.test.ts` checks it against the running server (one row per
 * `METHOD /path` the server registers; the test fails on a route without a row and on a row without a route).
 *
 * Without a token every call answers 401, unless it is public by design (then it answers anyone the same).
 * The limited logins (product spec section 2, "Layout and access") may call:
 * - what every session needs: refreshing the token, its rights, push subscriptions, the reference lists;
 * - the project login P-1001: the calls of its pages (/projects/{number} and its contact-project-manager page,
 *   /crews/{id} and its contact pages, /locations/{id}) on its own project, crews and locations, another project's
 *   record answering 404; and the reads of its own project the server hands out on purpose beyond those pages
 *   (marked "beyond its pages" below, each pinned by a test of its part);
 * - the plus-crew login PC-7: the calls of /plus-crews/{number} and /plus-crews/{number}/data on plus crew 7.
 * Everything else refuses them: 403, or 404 where the store hides the record (`hidden`).
 */

/** Demo records the checks name, looked up through the api at the start of the test. */
export interface DemoIds {
  /** A crew of project 1001 (P-1001's), and one of project 1003. */
  crew: number; otherCrew: number;
  crewItem: number; otherCrewItem: number;
  location: number; otherLocation: number;
  /** A signed security check of `crew`, and one of `otherCrew`. */
  securityCheck: number; otherSecurityCheck: number;
  /** A signed crew check on `crew`, and one on a crew of another project. */
  crewCheck: number; otherCrewCheck: number;
  /** Project 1001's document and its file, and another person's document and signed file. */
  document: number; upload: number; otherDocument: number; otherUpload: number;
  /** A document with a signatory (Sam's), for the signing calls. */
  signDocument: number; signatory: number;
  /** A person planned on project 1001, and one who is not (the office login's person). */
  person: number; otherPerson: number;
  /** The company and client contact of project 1001. */
  company: number; contact: number;
  /** Plus crew 7's value and a value data made for this test (deleting it changes no demo data), and plus crew 12's. */
  plusCrewValue: number; otherPlusCrewValue: number; plusCrewValueData: number; otherPlusCrewValueData: number;
}

type PathOf = (ids: DemoIds) => string;
type BodyOf = (ids: DemoIds) => unknown;

/** A request of a check: the path, and the body (default `{}` for POST, none otherwise). */
export interface CheckRequest { path: PathOf; body?: BodyOf }

/** The limited login may use the call on its own record; `other` names another project's or plus crew's (404). */
export interface Allowed { allowed: true; other?: CheckRequest }

/** One route's rule. */
export interface RouteRule {
  /** Public by design: the status it answers anyone, with or without a token (the checks send no credentials). */
  public?: number;
  /** The checks' path (default: each `:param` filled by `plausiblePath`) and body. */
  path?: PathOf;
  body?: BodyOf;
  /** What the project login P-1001 gets. Default 403. */
  project?: Allowed | 403 | 404;
  /** What the plus-crew login PC-7 gets. Default 403. */
  plusCrew?: Allowed | 403 | 404;
  /** The call replaces or ends the caller's token (refresh, logout): its checks log in anew, so others keep theirs. */
  freshSession?: true;
}

/** A route's path with each `:param` filled: any answer before the access decision would be wrong anyway. */
export const plausiblePath = (path: string) => path.replace(':token', 'no-such-token').replace(':number', '1001').replace(/:\w+/g, '1');

const allowed = (other?: PathOf, body?: BodyOf): Allowed => ({ allowed: true, ...(other ? { other: { path: other, body } } : {}) });
const both = { project: allowed(), plusCrew: allowed() } as const;
/** The store hides the record from the login (its own project or plus crew has none such): 404. */
const hidden = 404;
const signature: BodyOf = () => signatureOf('Limited Login');
const documentSignature: BodyOf = () => ({ signature: signatureOf('Limited Login').signature });
const liveLocation: BodyOf = () => ({ latitude: 52.08, longitude: 4.31, accuracy: 10, recordedAt: new Date().toISOString() });
const workedHoursEntry: BodyOf = (ids) => ({
  crewItemId: ids.crewItem, workDate: '2026-01-01', startTime: '08:00', endTime: '16:00', breakMinutes: 0, reason: 'No signal',
});
const message: BodyOf = () => ({ caption: 'Question', type: 'TODO_INT', body: 'Where do we park?', parameters: { priority: 1 } });

/** Calls for full logins only, refused to both limited logins by their access rule (403). */
const fullLoginsOnly = [
  'GET /jobs', 'GET /jobs/:id', 'GET /jobs/:id/calendar', 'POST /jobs/:id/confirmation', 'GET /jobs/crewChief', 'GET /planningCalendarItems',
  'POST /blockDates', 'DELETE /blockDates/:id', 'POST /availabilities', 'DELETE /availabilities/:id', 'GET /users', 'GET /vacationRequests', 'POST /vacationRequests',
  'DELETE /vacationRequests/:id', 'GET /tenant/companies', 'GET /templates',
  'GET /companies', 'GET /companies/:id', 'GET /companies/:id/settings', 'GET /companies/:id/receiptTemplates',
  'GET /companies/:id/receipts', 'GET /companies/:id/invoices', 'GET /companies/:id/rateCards', 'GET /companies/:id/documents',
  'POST /companies/:id/exportCrewMembersDocuments', 'GET /contacts', 'GET /contacts/:id/persons', 'GET /contacts/:id/valueStaff',
  'GET /contacts/:id/plannerPlanningItems', 'GET /contacts/:id/pCrews', 'GET /contacts/:id/documents',
  'GET /persons', 'GET /persons/:id', 'GET /personsClientRelated', 'GET /persons/:id/profilePictures', 'POST /persons/:id/profilePictures',
  'GET /profilePictures/:id/file', 'POST /persons/:id/profileAccess', 'POST /persons/:id/activities',
  'GET /activities/:id', 'POST /activities/:id/read', 'POST /activities/:id/done', 'POST /activities/:id/replies',
  'GET /persons/:id/staffContracts', 'GET /persons/:id/activeStaffContracts', 'GET /persons/:id/payrolls',
  'GET /persons/:id/documents', 'GET /persons/:id/documentsTraining', 'POST /persons/:id/documents',
  'GET /persons/:id/formsPerform', 'GET /persons/:id/formsTrainingPerform', 'GET /persons/:id/calendarSubscriptions',
  'GET /persons/:id/plannerCrewMemberships', 'GET /persons/:id/publicProfile', 'POST /persons/:id/publicProfile',
  'GET /staffContracts/:id', 'GET /staffContracts/:id/documents', 'GET /payrolls/:id', 'GET /payrolls/:id/items',
  'GET /payrolls/:id/download/:documentId', 'POST /payrolls/:id/activities', 'GET /payrollItems/:id', 'POST /payrollItems/:id',
  'POST /payrollItems/:id/decline', 'GET /payrollItems/:id/activities', 'POST /payrollItems/:id/activities',
  'GET /workedHours', 'POST /workedHours/:id/correct', 'POST /workedHours/approve',
  'GET /receipts', 'POST /receipts', 'GET /receipts/:id', 'POST /receipts/:id', 'DELETE /receipts/:id', 'GET /receipts/:id/items',
  'GET /receipts/:id/activities', 'POST /receipts/:id/activities', 'POST /receipts/:id/copy', 'GET /receipts/:id/documents',
  'GET /receiptTypes', 'POST /receiptItems/:id', 'DELETE /receiptItems/:id',
  'GET /invoices', 'POST /invoices', 'GET /invoices/:id', 'POST /invoices/:id', 'GET /invoices/:id/items',
  'GET /invoices/:id/activities', 'POST /invoices/:id/activities', 'GET /invoices/:id/documents',
  'POST /invoices/:id/shareLinks', 'GET /invoices/:id/shareLinks', 'POST /invoices/:id/shareLinks/:linkId/revoke',
  'POST /receipts/:id/shareLinks', 'GET /receipts/:id/shareLinks', 'POST /receipts/:id/shareLinks/:linkId/revoke',
  'POST /projects', 'POST /projects/:number/projectCrews', 'POST /projects/:number/projectCrewItems',
  'POST /projects/:number/documents', 'GET /projects/:number/crewMembersDocuments', 'GET /projects/:number/socialSecurityDocuments',
  'POST /projects/:number/exportCrewMembersDocuments', 'GET /projects/:number/costs', 'POST /projects/:number/fixedValues',
  'POST /projects/:number/logo', 'DELETE /projects/:number/logo',
  'GET /projectCrewItems/vacant', 'POST /projectCrewItems/vacant', 'POST /projectCrewItems/:id', 'GET /projectCrewItems/:id/bestPersons',
  'GET /projectCrewItems/:id/applyVacancy', 'GET /projectCrewItems/:id/unapplyVacancy', 'POST /projectCrewItems/:id/activities',
  'POST /projectCrewItemStatus', 'POST /projectCrewItemStatus/:id', 'POST /projectCrewItemStatus/:id/activate',
  'POST /projectCrewItemStatus/:id/notNeeded', 'POST /projectCrewItemStatus/:id/reactivate', 'POST /projectCrewItemStatus/:id/noShow',
  'GET /crewMember/:id/crewRatings', 'POST /crewMember/:id/crewRatings', 'GET /crewMember/:id/crewFunctions',
  'GET /crewMember/:id/crewTags', 'GET /crewMember/:id/documentBasedSkills', 'GET /crewRatingTypes', 'GET /crewInfo',
  'GET /locations', 'POST /locations',
  'GET /documentsToSign', 'GET /documentsStatus', 'GET /documentTypes', 'POST /documents/:id/file', 'POST /documents/:id',
  'GET /emailMessages', 'GET /emailMessages/mailboxes', 'GET /emailMessages/:id', 'GET /emailMessages/:id/attachments',
  'GET /emailMessageAttachments/:id/download',
  'GET /forms/perform/:id', 'GET /forms/perform/:id/download', 'GET /forms/:id/documents', 'POST /forms/perform/:id/download/signed',
  'POST /forms/perform/:id/send', 'GET /formQuestions/:id/file', 'POST /formResults/perform', 'POST /formResults/perform/:id',
  'GET /plannerCrews', 'GET /plannerCrews/:id', 'GET /plannerCrews/:id/items', 'GET /plannerCrews/:id/crewMembers', 'GET /pCrews',
  'GET /plannerCrewTypes', 'GET /crewTags', 'GET /documentBasedSkills', 'POST /pCrews', 'POST /plannerCrewMemberships', 'DELETE /plannerCrewMemberships/:id',
  'GET /mobileDocuments', 'GET /findBestMethods', 'GET /rateCards', 'GET /rateCards/:id/items', 'GET /rateCards/:id/documents',
  'POST /publicCalendarSubscriptions', 'DELETE /publicCalendarSubscriptions/:id', 'POST /publicCalendarSubscriptionsRefresh',
] as const;

/**
 * The support console's calls (tenant configuration): for logins with `tenantConfig.EDIT` only, so both limited logins
 * are refused by the access rule (403) before the tenant id is looked at.
 */
const supportOnly = [
  'GET /tenants', 'GET /tenants/:id', 'GET /tenants/:id/screens', 'POST /tenants/:id/screens/:screenId/switch',
  'POST /tenants/:id/screens/:screenId/menu', 'POST /tenants/:id/tenantScreens', 'POST /tenants/:id/tenantScreens/:screenId/remove',
  'POST /tenants/:id/overlay', 'POST /tenants/:id/overlay/check', 'GET /tenants/:id/revisions', 'GET /tenants/:id/revisions/:revision',
  'POST /tenants/:id/revisions/:revision/restore', 'GET /tenants/:id/logins', 'GET /tenants/:id/menuPreview',
] as const;

/** Calls every session makes, limited logins included. */
const everySession = [
  'GET /userRights', 'GET /mailboxUserRights', 'GET /activities', 'GET /pushNotificationKey', 'POST /setPushNotificationSubscription',
  'POST /deletePushNotificationSubscription', 'GET /activityTypes', 'GET /cateringAgreementTypes', 'GET /chargeTypes',
  'GET /countries', 'GET /nationalities', 'GET /regions', 'GET /insurance', 'GET /functions', 'GET /statuses',
  'GET /messageTypes', 'GET /qualityCheckTypes', 'GET /taxTypes', 'GET /permissionTypes', 'GET /userLanguage', 'POST /userLanguage',
] as const;

/** Calls every session makes on its own session. */
const ownSessionCalls = ['GET /auth/refresh', 'POST /auth/logout'] as const;

/** A call the project login makes on a record of project 1001 (`own`); on project 1003's (`other`) it answers 404. */
const projectCall = (own: PathOf, other: PathOf, otherBody?: BodyOf): RouteRule => ({ path: own, project: allowed(other, otherBody) });
const ofProject = (part: string, otherBody?: BodyOf) => projectCall(() => `/projects/1001${part}`, () => `/projects/1003${part}`, otherBody);
const ofCrew = (part: string) => projectCall((ids) => `/projectCrews/${ids.crew}${part}`, (ids) => `/projectCrews/${ids.otherCrew}${part}`);
const ofSecurityCheck = (part: string) => projectCall(
  (ids) => `/projectCrews/${ids.crew}/securityChecks/${ids.securityCheck}${part}`,
  (ids) => `/projectCrews/${ids.otherCrew}/securityChecks/${ids.otherSecurityCheck}${part}`,
);
const ofCrewCheck = (part: string) => projectCall((ids) => `/crewChecks/${ids.crewCheck}${part}`, (ids) => `/crewChecks/${ids.otherCrewCheck}${part}`);
const ofCrewItem = (part: string) => projectCall((ids) => `/projectCrewItems/${ids.crewItem}${part}`, (ids) => `/projectCrewItems/${ids.otherCrewItem}${part}`);
/** A call of the project login's own crew that the store keeps for the crew's chief or members (403 with a valid body). */
const chiefOrMember = (part: string, body?: BodyOf): RouteRule => ({ path: (ids) => `/projectCrews/${ids.crew}${part}`, body });

/** The rows with more to say than "full logins only". */
const rules: Record<string, RouteRule> = {
  'POST /auth/token': { public: 400 },
  'POST /forgottenPassword': { public: 400 },
  'POST /forgottenPassword/:token': { public: 400 },
  'GET /tenant': { public: 200 },
  // Every session may batch its reads; each call in it is decided on its own (tests/server/batch.test.ts).
  'POST /batch': { ...both, body: () => ({ calls: ['/userRights'] }) },
  'GET /status': { public: 200 },
  // For implementers: the API's OpenAPI document and its reference page (Swagger UI's files from the origin).
  'GET /openapi.json': { public: 200 },
  'GET /reference': { public: 200 },
  'GET /reference/start.js': { public: 200 },
  'GET /reference/swagger-ui.css': { public: 200 },
  'GET /reference/swagger-ui-bundle.js': { public: 200 },
  'POST /emailMessages/unsubscribe': { public: 400 },
  'GET /emailMessages/unsubscribe/:token': { public: 404 },
  'POST /emailMessages/unsubscribe/:token': { public: 404 },
  'GET /shared/invoices/:token': { public: 404 },
  'GET /shared/receipts/:token': { public: 404 },
  'GET /publicCalendar/:token': { public: 404 },
  // A person's public profile: 404 for one who has none (demo person 1 has not turned theirs on).
  'GET /publicProfiles/:personId': { public: 404 },
  'GET /publicProfiles/:personId/picture': { public: 404 },

  // The project page and its contact-project-manager page.
  'GET /projects/:number': ofProject(''),
  'GET /projects/:number/crewBooking': ofProject('/crewBooking'),
  'GET /projects/:number/projectCrews': ofProject('/projectCrews'),
  'GET /projects/:number/projectCrewItems': ofProject('/projectCrewItems'),
  'GET /projects/:number/invoices': ofProject('/invoices'),
  'GET /projects/:number/report': ofProject('/report'),
  // Project 1001 has no logo in the demo: 404 whoever asks (the projects logo test pins that the project login reads its
  // own project's logo once it has one, and gets 404 for another project's).
  'GET /projects/:number/logo': { path: () => '/projects/1001/logo', project: hidden },
  'POST /projects/:number/activities': ofProject('/activities', message),
  // The crew page and its contact pages, and the location page.
  'GET /projectCrews/:id': ofCrew(''),
  'GET /projectCrews/:id/items': ofCrew('/items'),
  'GET /projectCrews/:id/status': ofCrew('/status'),
  'GET /projectCrews/:id/ratings': ofCrew('/ratings'),
  'GET /projectCrews/:id/liveLocations': ofCrew('/liveLocations'),
  'GET /projectCrews/:id/deliveryNote': ofCrew('/deliveryNote'),
  'GET /locations/:id': projectCall((ids) => `/locations/${ids.location}`, (ids) => `/locations/${ids.otherLocation}`),
  // Beyond its pages: reads of its own project (the projects, crews, documents and crew checks tests pin them).
  'GET /projects': { project: allowed() },
  'GET /projects/:number/documents': ofProject('/documents'),
  'GET /projects/:number/crewProfile/:personId': projectCall(
    (ids) => `/projects/1001/crewProfile/${ids.person}`, (ids) => `/projects/1003/crewProfile/${ids.person}`),
  'POST /projects/:number/exportDeliveryNotes': ofProject('/exportDeliveryNotes'),
  'GET /projectCrewItems/:id': ofCrewItem(''),
  'GET /projectCrewItems/:id/status': ofCrewItem('/status'),
  'GET /projectCrews/:id/crewChiefSheet': ofCrew('/crewChiefSheet'),
  'GET /projectCrews/:id/securityChecks': ofCrew('/securityChecks'),
  'GET /projectCrews/:id/securityChecks/:checkId': ofSecurityCheck(''),
  'GET /projectCrews/:id/securityChecks/:checkId/download': ofSecurityCheck('/download'),
  'GET /crewChecks/:id/download': ofCrewCheck('/download'),
  'POST /crewChecks/:id/download': ofCrewCheck('/download'),
  'GET /crewChecks/:id/download/signed': ofCrewCheck('/download/signed'),
  'GET /documents/:id': { ...projectCall((ids) => `/documents/${ids.document}`, (ids) => `/documents/${ids.otherDocument}`), plusCrew: hidden },
  'GET /documents/:id/file': {
    ...projectCall((ids) => `/documents/${ids.document}/file`, (ids) => `/documents/${ids.otherDocument}/file`), plusCrew: hidden,
  },
  'GET /file/:id': { ...projectCall((ids) => `/file/${ids.upload}`, (ids) => `/file/${ids.otherUpload}`), plusCrew: hidden },
  // Lists filtered to its own project: another company's or contact's is empty (200), as for every caller.
  'GET /companies/:id/projects': { path: (ids) => `/companies/${ids.company}/projects`, project: allowed() },
  'GET /contacts/:id/projects': { path: (ids) => `/contacts/${ids.contact}/projects`, project: allowed() },
  // The faces of the people on its project's crews; nobody else's.
  'GET /persons/:id/picture': {
    ...projectCall((ids) => `/persons/${ids.person}/picture`, (ids) => `/persons/${ids.otherPerson}/picture`), plusCrew: hidden,
  },
  'POST /projectCrews/:id/deliveryNote/release': chiefOrMember('/deliveryNote/release'),
  'POST /projectCrews/:id/crewChiefSheet/release': chiefOrMember('/crewChiefSheet/release'),
  'POST /projectCrews/:id/deliveryNote/signed': chiefOrMember('/deliveryNote/signed', signature),
  'POST /projectCrews/:id/deliveryNote/signed/send': chiefOrMember('/deliveryNote/signed/send'),
  'POST /projectCrews/:id/digitalConfirm': chiefOrMember('/digitalConfirm'),
  'POST /projectCrews/:id/liveLocations': chiefOrMember('/liveLocations', liveLocation),
  // Worked hours (issue 37): the project login reads its own crew's days (none: hours are not the client's), enters none
  // and confirms none (the crew chief's; the demo's first worked hours are a festival day of its own project).
  'GET /projectCrews/:id/workedHours': ofCrew('/workedHours'),
  'POST /projectCrews/:id/workedHours': chiefOrMember('/workedHours', workedHoursEntry),
  'POST /workedHours/:id/confirm': {},
  'POST /projectCrews/:id/securityChecks/:checkId/download/signed': {
    path: (ids) => `/projectCrews/${ids.crew}/securityChecks/${ids.securityCheck}/download/signed`, body: signature,
  },
  'POST /projectCrews/:id/securityChecks/:checkId/signed/send': { path: (ids) => `/projectCrews/${ids.crew}/securityChecks/${ids.securityCheck}/signed/send` },
  'POST /crewChecks/:id/download/signed': { path: (ids) => `/crewChecks/${ids.crewCheck}/download/signed`, body: signature },
  // Signing is for the signatory (a person or a contact); neither limited login is one.
  'POST /documents/:id/sign/:signatoryId': {
    path: (ids) => `/documents/${ids.signDocument}/sign/${ids.signatory}`, body: documentSignature, project: hidden, plusCrew: hidden,
  },
  'POST /documentSignatories/:id/sign': {
    path: (ids) => `/documentSignatories/${ids.signatory}/sign`, body: documentSignature, project: hidden, plusCrew: hidden,
  },

  // The plus-crew page and its data page.
  'GET /plusCrews': { plusCrew: allowed() },
  'GET /plusCrews/:number': { path: () => '/plusCrews/7', plusCrew: allowed(() => '/plusCrews/12') },
  'GET /plusCrews/:number/prgrss': { path: () => '/plusCrews/7/prgrss', plusCrew: allowed(() => '/plusCrews/12/prgrss') },
  'GET /plusCrewValues': { path: () => '/plusCrewValues?plusCrew=7', plusCrew: allowed() },
  'GET /plusCrewValueDatas': { path: () => '/plusCrewValueDatas?plusCrew=7', plusCrew: allowed() },
  'POST /plusCrewValueDatas': {
    plusCrew: allowed(() => '/plusCrewValueDatas', (ids) => ({
      plusCrewValueId: ids.otherPlusCrewValue, dateFrom: '2099-01-01', dateTo: '2099-01-01', value: 1, type: 'manual',
    })),
  },
  'DELETE /plusCrewValueDatas/:id': {
    path: (ids) => `/plusCrewValueDatas/${ids.plusCrewValueData}`, plusCrew: allowed((ids) => `/plusCrewValueDatas/${ids.otherPlusCrewValueData}`),
  },
  'GET /plusCrewValueTypes': { plusCrew: allowed() },
  'GET /plusCrewTypes': { plusCrew: allowed() },
  'GET /plusCrewValueDataSourceTypes': { plusCrew: allowed() },
  // The value settings belong to the settings page, which section 2 does not open to plus-crew logins.
  'POST /plusCrewValues/:id': { path: (ids) => `/plusCrewValues/${ids.plusCrewValue}` },
};

/** Every row's key, in order, duplicates included (the test asserts there are none). */
export const ruleKeys: readonly string[] = [...fullLoginsOnly, ...supportOnly, ...everySession, ...ownSessionCalls, ...Object.keys(rules)];

/** The rule of each `METHOD /path`. */
export const routeAccessRules: Readonly<Record<string, RouteRule>> = {
  ...Object.fromEntries(fullLoginsOnly.map((key) => [key, {}])),
  ...Object.fromEntries(supportOnly.map((key) => [key, {}])),
  ...Object.fromEntries(everySession.map((key) => [key, both])),
  ...Object.fromEntries(ownSessionCalls.map((key) => [key, { ...both, freshSession: true }])),
  ...rules,
};
