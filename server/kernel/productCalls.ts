/**
 * Every call of section 7 of the product spec, as method and path (`:name` parameters), grouped by the part of
 * the spec it comes from. THE list the reference server must answer: a test walks it and fails on any 404 or 500.
 */
export interface ProductCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
}

type Group = Record<string, readonly string[]>;

/** `METHOD /path` lines by section 7 heading. */
export const productCallGroups: Group = {
  auth: [
    'POST /auth/token', 'GET /auth/refresh', 'GET /userRights', 'GET /mailboxUserRights', 'GET /tenant',
    'POST /forgottenPassword', 'POST /forgottenPassword/:token',
  ],
  lists: [
    'GET /activities', 'GET /activityTypes', 'GET /cateringAgreementTypes', 'GET /chargeTypes', 'GET /countries',
    'GET /nationalities', 'GET /regions', 'GET /insurance', 'GET /functions', 'GET /statuses', 'GET /messageTypes',
    'GET /qualityCheckTypes', 'GET /taxTypes', 'GET /templates', 'GET /tenant/companies', 'GET /users', 'GET /status',
  ],
  companiesAndContacts: [
    'GET /companies', 'GET /companies/:id', 'GET /companies/:id/receipts', 'GET /companies/:id/invoices',
    'GET /companies/:id/projects', 'GET /companies/:id/rateCards', 'GET /companies/:id/settings',
    'GET /companies/:id/receiptTemplates', 'GET /companies/:id/documents', 'POST /companies/:id/exportCrewMembersDocuments',
    'GET /contacts', 'GET /contacts/:id/plannerPlanningItems', 'GET /contacts/:id/projects', 'GET /contacts/:id/persons',
    'GET /contacts/:id/valueStaff', 'GET /contacts/:id/pCrews', 'GET /contacts/:id/documents',
    'POST /plannerCrewMemberships', 'DELETE /plannerCrewMemberships/:id',
  ],
  staffContractsAndPayrolls: [
    'GET /staffContracts/:id', 'GET /staffContracts/:id/documents',
    'GET /payrolls/:id', 'GET /payrolls/:id/items', 'GET /payrolls/:id/download/:documentId', 'POST /payrolls/:id/activities',
    'GET /payrollItems/:id', 'POST /payrollItems/:id', 'POST /payrollItems/:id/decline',
    'GET /payrollItems/:id/activities', 'POST /payrollItems/:id/activities',
  ],
  projectCrews: [
    'GET /projectCrews/:id', 'GET /projectCrews/:id/items', 'GET /projectCrews/:id/status', 'GET /projectCrews/:id/ratings',
    'GET /projectCrews/:id/deliveryNote', 'GET /projectCrews/:id/crewChiefSheet', 'GET /projectCrews/:id/securityChecks',
    'GET /projectCrews/:id/securityChecks/:checkId', 'GET /projectCrews/:id/securityChecks/:checkId/download',
    'GET /projectCrews/:id/liveLocations',
    'POST /projectCrews/:id/deliveryNote/release', 'POST /projectCrews/:id/crewChiefSheet/release',
    'POST /projectCrews/:id/deliveryNote/signed', 'POST /projectCrews/:id/deliveryNote/signed/send',
    'POST /projectCrews/:id/digitalConfirm', 'POST /projectCrews/:id/securityChecks/:checkId/download/signed',
    'POST /projectCrews/:id/securityChecks/:checkId/signed/send', 'POST /projectCrews/:id/liveLocations',
    'GET /crewChecks/:id/download', 'POST /crewChecks/:id/download', 'GET /crewChecks/:id/download/signed',
    'POST /crewChecks/:id/download/signed',
  ],
  crewItems: [
    'GET /projectCrewItems/:id', 'POST /projectCrewItems/:id', 'GET /projectCrewItems/vacant', 'POST /projectCrewItems/vacant',
    'GET /projectCrewItems/:id/status', 'GET /projectCrewItems/:id/applyVacancy', 'GET /projectCrewItems/:id/unapplyVacancy',
    'POST /projectCrewItems/:id/activities',
    'POST /projectCrewItemStatus', 'POST /projectCrewItemStatus/:id',
    'POST /projectCrewItemStatus/:id/activate', 'POST /projectCrewItemStatus/:id/notNeeded',
    'POST /projectCrewItemStatus/:id/reactivate', 'POST /projectCrewItemStatus/:id/noShow',
  ],
  crewMember: [
    'GET /crewMember/:id/crewRatings', 'POST /crewMember/:id/crewRatings', 'GET /crewMember/:id/crewFunctions',
    'GET /crewMember/:id/crewTags', 'GET /crewMember/:id/documentBasedSkills', 'GET /crewRatingTypes', 'GET /crewInfo',
  ],
  documents: [
    'GET /documents/:id', 'GET /documents/:id/file', 'GET /documentsToSign', 'GET /documentsStatus', 'GET /documentTypes',
    'POST /documents/:id/file', 'POST /documents/:id', 'POST /documents/:id/sign/:signatoryId',
    'POST /documentSignatories/:id/sign', 'GET /file/:id',
  ],
  email: [
    'GET /emailMessages', 'GET /emailMessages/:id', 'GET /emailMessages/mailboxes', 'GET /emailMessages/:id/attachments',
    'POST /emailMessages/unsubscribe', 'GET /emailMessageAttachments/:id/download',
  ],
  forms: [
    'GET /forms/perform/:id', 'GET /forms/perform/:id/download', 'GET /forms/:id/documents',
    'POST /forms/perform/:id/download/signed', 'POST /forms/perform/:id/send', 'GET /formQuestions/:id/file',
    'POST /formResults/perform', 'POST /formResults/perform/:id',
  ],
  receiptsAndInvoices: [
    'GET /receipts', 'POST /receipts', 'GET /receipts/:id', 'POST /receipts/:id', 'GET /receipts/:id/items',
    'GET /receipts/:id/activities', 'POST /receipts/:id/activities', 'GET /receipts/:id/documents',
    'POST /receipts/:id/copy', 'GET /receiptTypes', 'POST /receiptItems/:id', 'DELETE /receiptItems/:id',
    'DELETE /receipts/:id',
    'GET /invoices', 'POST /invoices', 'GET /invoices/:id', 'POST /invoices/:id', 'GET /invoices/:id/documents',
    'GET /invoices/:id/activities', 'POST /invoices/:id/activities', 'GET /invoices/:id/items',
  ],
  jobsAndLocations: [
    'GET /jobs', 'GET /jobs/:id', 'GET /jobs/crewChief', 'POST /jobs/:id/confirmation',
    'GET /locations/:id', 'GET /locations', 'POST /locations',
  ],
  persons: [
    'GET /persons', 'GET /personsClientRelated',
    'GET /persons/:id/picture', 'GET /persons/:id/profilePictures', 'GET /persons/:id/staffContracts',
    'GET /persons/:id/activeStaffContracts', 'GET /persons/:id/payrolls', 'GET /persons/:id/documents',
    'GET /persons/:id/documentsTraining', 'GET /persons/:id/formsPerform', 'GET /persons/:id/formsTrainingPerform',
    'GET /persons/:id/calendarSubscriptions', 'GET /persons/:id/plannerCrewMemberships',
    'POST /persons/:id/documents', 'POST /persons/:id/profilePictures', 'POST /persons/:id/profileAccess',
    'POST /persons/:id/activities', 'GET /profilePictures/:id/file', 'GET /permissionTypes',
  ],
  planning: [
    'GET /plannerCrews', 'GET /plannerCrews/:id', 'GET /plannerCrews/:id/items', 'GET /plannerCrews/:id/crewMembers',
    'GET /pCrews', 'GET /plannerCrewTypes', 'POST /pCrews',
    'GET /planningCalendarItems', 'GET /mobileDocuments', 'GET /findBestMethods',
    'POST /blockDates', 'DELETE /blockDates/:id', 'POST /publicCalendarSubscriptions',
    'DELETE /publicCalendarSubscriptions/:id', 'POST /publicCalendarSubscriptionsRefresh',
    'GET /rateCards', 'GET /rateCards/:id/items', 'GET /rateCards/:id/documents',
  ],
  plusCrews: [
    'GET /plusCrews', 'GET /plusCrews/:number', 'GET /plusCrews/:number/prgrss', 'GET /plusCrewValues',
    'GET /plusCrewValueDatas', 'POST /plusCrewValueDatas', 'DELETE /plusCrewValueDatas/:id', 'POST /plusCrewValues/:id',
    'GET /plusCrewValueTypes', 'GET /plusCrewTypes', 'GET /plusCrewValueDataSourceTypes',
  ],
  projects: [
    'GET /projects', 'GET /projects/:number', 'GET /projects/:number/crewBooking', 'GET /projects/:number/projectCrews',
    'GET /projects/:number/documents', 'GET /projects/:number/invoices', 'GET /projects/:number/projectCrewItems',
    'GET /projects/:number/crewMembersDocuments', 'GET /projects/:number/socialSecurityDocuments',
    'GET /projects/:number/crewProfile/:personId', 'GET /projects/:number/report',
    'POST /projects/:number/projectCrews', 'POST /projects/:number/documents', 'POST /projects/:number/exportCrewMembersDocuments',
    'POST /projects/:number/exportDeliveryNotes', 'POST /projects/:number/activities', 'POST /projects/:number/projectCrewItems',
    'POST /projects',
  ],
  other: [
    'POST /setPushNotificationSubscription', 'POST /deletePushNotificationSubscription',
    'GET /vacationRequests', 'POST /vacationRequests', 'DELETE /vacationRequests/:id',
  ],
};

/** The flat list of every call. */
export const productCalls: ProductCall[] = Object.values(productCallGroups).flatMap((lines) =>
  lines.map((line) => {
    const [method, path] = line.split(' ') as [ProductCall['method'], string];
    return { method, path };
  }),
);


/** A call's method and path with parameter names blurred (`:id`, `:number` → `:`), to match route rows. */
export const callKey = (method: string, path: string) => `${method} ${path.replace(/:[A-Za-z]+/g, ':')}`;
