/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** Section 3: a log entry, an internal todo, or a todo about a payroll item. */
export type ActivityType = 'LOG' | 'TODO_INT' | 'TODO_PAYROLL_ITEM';

/** The kinds of record an activity can be about. */
export type ActivitySubjectType = 'payroll' | 'payrollItem' | 'receipt' | 'invoice' | 'crewItem' | 'project' | 'person';

/** Section 3: an activity's parameters; a todo's due date is `DD.MM.YYYY`, priority 1 (highest) to 5. */
export interface ActivityParameters {
  dueDate?: string;
  priority?: number;
  /** The person the todo is for. */
  recipient?: number | null;
}

/** `POST …/activities` body (section 3's activity payload); unknown keys are refused. */
export interface ActivityRequest {
  caption: string;
  type: ActivityType;
  body: string;
  /** The person the activity is about or with. */
  personParty?: number | null;
  category?: string | null;
  parameters?: ActivityParameters;
}

/** One activity as answered: a todo always has a due date and a priority (defaults: tomorrow, 1). */
export interface Activity {
  id: number;
  caption: string;
  type: ActivityType;
  body: string;
  personParty: { id: number; name: string } | null;
  category: string | null;
  parameters: ActivityParameters;
  subject: { type: ActivitySubjectType; id: number };
  createdAt: string;
  createdBy: { userId: number; name: string };
}

/** The reference lists of section 7 that share one shape (`GET /<list>`). */
export type ReferenceListName =
  | 'activityTypes' | 'cateringAgreementTypes' | 'chargeTypes' | 'countries' | 'nationalities' | 'regions' | 'insurance'
  | 'functions' | 'statuses' | 'messageTypes' | 'qualityCheckTypes' | 'taxTypes' | 'permissionTypes';

/** One entry of a reference list: a stable code, a caption to show, and the list's own extra fields. */
export interface ReferenceItem {
  id: number;
  code: string;
  caption: string;
}

/** `GET /taxTypes`: a tax rate. */
export interface TaxType extends ReferenceItem { percentage: number; country: string }
/** `GET /functions`: a function crew are booked in; `crewChief` for functions that lead a crew. */
export interface CrewFunctionType extends ReferenceItem { crewChief: boolean; department: string }
/** `GET /regions`: a region crew live and work in. */
export interface Region extends ReferenceItem { country: string }
/** `GET /insurance`: an insurance the tenant holds for crew. */
export interface Insurance extends ReferenceItem { provider: string; policyNumber: string }
/** `GET /chargeTypes`: what a line of a payroll, receipt or invoice charges for, and its unit. */
export interface ChargeType extends ReferenceItem { unit: 'hour' | 'day' | 'km' | 'piece'; taxType: string }
/** `GET /cateringAgreementTypes`: who feeds the crew on a job. */
export interface CateringAgreementType extends ReferenceItem { mealsIncluded: number }

/** `GET /templates?company=&type=`: a text template of a company (e.g. for receipts or e-mails). */
export interface Template {
  id: number;
  type: TemplateType;
  name: string;
  subject: string | null;
  body: string;
  company: { id: number; name: string } | null;
}

/** The kinds of template. */
export type TemplateType = 'receipt' | 'invoice' | 'email' | 'deliveryNote' | 'sms';

/** `GET /users`: a user of the tenant one can address a todo to (names only, never logins). */
export interface UserSummary {
  id: number;
  personId: number | null;
  name: string;
}

/** `GET /status`: the server is up. */
export interface ServerStatus {
  status: 'ok';
  version: string;
  /** The server's clock, ISO 8601. */
  time: string;
}
