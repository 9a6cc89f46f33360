import { Type, type Static } from 'typebox';
import { Described, Id, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { nullable, object, oneOf, optional, text, wholeNumber, type FieldInput } from './fields/fields';
import { dottedDate } from './fields/dottedDate';

/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** Section 3: a log entry, an internal todo, or a todo about a payroll item. */
export const ActivityType = OneOf(['LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM'], 'A log entry, an internal todo, or a todo about a payroll item.');
export type ActivityType = Static<typeof ActivityType>;

/** The kinds of record an activity can be about. */
export const ActivitySubjectType = OneOf(
  ['payroll', 'payrollItem', 'receipt', 'invoice', 'crewItem', 'project', 'person'],
  'The kind of record an activity is about.',
);
export type ActivitySubjectType = Static<typeof ActivitySubjectType>;

/** Section 3: an activity's parameters; a todo's due date is `DD.MM.YYYY`, priority 1 (highest) to 5. */
export const ActivityParameters = Shape({
  dueDate: Type.Optional(Type.String({ pattern: '^\\d{2}\\.\\d{2}\\.\\d{4}$', description: 'A todo\'s due date, DD.MM.YYYY.' })),
  priority: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '1 (highest) to 5.' })),
  recipient: Type.Optional(Nullable(Type.Integer({ description: 'The person the todo is for.' }))),
  replyTo: Type.Optional(Type.Integer({
    minimum: 1, description: 'The activity this one answers (set by `POST /activities/{id}/replies`, never by a caller).',
  })),
}, 'An activity\'s parameters (section 3).');
export type ActivityParameters = Static<typeof ActivityParameters>;

const personId = wholeNumber(1, 2_147_483_647);

/**
 * `POST …/activities` body (section 3's activity payload); unknown keys are refused. `personParty` is the person the
 * activity is about or with; a caller never sets `parameters.replyTo` (an answer is written with
 * `POST /activities/{id}/replies`).
 */
export const activityRequest = object({
  caption: text({ max: 200 }),
  type: oneOf(['LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM'] as const),
  body: text({ max: 10_000, allowEmpty: true }),
  personParty: optional(nullable(personId), null),
  category: optional(nullable(text({ max: 100 })), null),
  parameters: optional(object({
    dueDate: optional(dottedDate(), undefined),
    priority: optional(wholeNumber(1, 5), undefined),
    recipient: optional(nullable(personId), undefined),
  }, { unknownKeys: 'reject' }), {}),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST …/activities`. */
export type ActivityRequest = FieldInput<typeof activityRequest>;

/** One activity as answered: a todo always has a due date and a priority (defaults: tomorrow, 1). */
export const Activity = Shape({
  id: Id,
  caption: Type.String(),
  type: ActivityType,
  body: Type.String(),
  personParty: Nullable(Shape({ id: Id, name: Type.String() }, 'The person the activity is about or with.')),
  category: Nullable(Type.String()),
  parameters: ActivityParameters,
  subject: Shape({ type: ActivitySubjectType, id: Id }),
  createdAt: IsoDateTime,
  createdBy: Shape({
    userId: Id, name: Type.String(),
    personId: Nullable(Type.Integer({ minimum: 1, description: 'The sender\'s person, whom an answer goes to; null for a login without one.' })),
  }, 'Who wrote the activity: its sender.'),
  recipient: Nullable(Shape({ id: Id, name: Type.String() },
    'The person the activity is addressed to (`parameters.recipient`); null when addressed to nobody: a to-do of the office\'s shared queue.')),
  readAt: Nullable(Described(IsoDateTime, 'When the one it is addressed to first opened it (for the shared queue: anyone of the office); null while unread.')),
  doneAt: Nullable(Described(IsoDateTime, 'When it was marked done (handled); null while open.')),
  doneBy: Nullable(Shape({ userId: Id, name: Type.String() }, 'Who marked it done.')),
}, 'One activity: a todo always has a due date and a priority (defaults: tomorrow, 1).');
export type Activity = Static<typeof Activity>;

/**
 * An activity as `GET /activities` answers it to its sender or receiver: with whether it is addressed to the caller,
 * who may then mark it read and done and answer it.
 */
export const MyActivity = Shape({
  ...Activity.properties,
  received: Type.Boolean({
    description: 'True when it is addressed to the caller: to their person, or (office and planning staff with persons.READ) a to-do '
      + 'addressed to nobody, the shared queue. The caller may then mark it read and done, and answer it.',
  }),
}, 'An activity of the caller\'s: sent by them, or addressed to them.');
export type MyActivity = Static<typeof MyActivity>;

/** `POST /activities/{id}/replies` body: the answer's text, and its caption (default: the message's own). */
export const activityReplyRequest = object({
  body: text({ max: 10_000 }),
  caption: optional(nullable(text({ max: 200 })), null),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /activities/{id}/replies`. */
export type ActivityReplyRequest = FieldInput<typeof activityReplyRequest>;

/** The reference lists of section 7 that share one shape (`GET /<list>`). */
export type ReferenceListName =
  | 'activityTypes' | 'cateringAgreementTypes' | 'chargeTypes' | 'countries' | 'nationalities' | 'regions' | 'insurance'
  | 'functions' | 'statuses' | 'messageTypes' | 'qualityCheckTypes' | 'taxTypes' | 'permissionTypes';

/** One entry of a reference list: a stable code, a caption to show, and the list's own extra fields. */
export const ReferenceItem = Shape({ id: Id, code: Type.String(), caption: Type.String() }, 'One entry of a reference list.');
export type ReferenceItem = Static<typeof ReferenceItem>;

/** `GET /taxTypes`: a tax rate. */
export const TaxType = Shape({ ...ReferenceItem.properties, percentage: Type.Number(), country: Type.String() }, 'A tax rate.');
export type TaxType = Static<typeof TaxType>;

/** `GET /functions`: a function crew are booked in; `crewChief` for functions that lead a crew. */
export const CrewFunctionType = Shape({
  ...ReferenceItem.properties,
  crewChief: Type.Boolean({ description: 'True for functions that lead a crew.' }),
  department: Type.String(),
}, 'A function crew are booked in.');
export type CrewFunctionType = Static<typeof CrewFunctionType>;

/** `GET /regions`: a region crew live and work in. */
export const Region = Shape({ ...ReferenceItem.properties, country: Type.String() }, 'A region crew live and work in.');
export type Region = Static<typeof Region>;

/** `GET /insurance`: an insurance the tenant holds for crew. */
export const Insurance = Shape(
  { ...ReferenceItem.properties, provider: Type.String(), policyNumber: Type.String() },
  'An insurance the tenant holds for crew.',
);
export type Insurance = Static<typeof Insurance>;

/** `GET /chargeTypes`: what a line of a payroll, receipt or invoice charges for, and its unit. */
export const ChargeType = Shape({
  ...ReferenceItem.properties,
  unit: OneOf(['hour', 'day', 'km', 'piece']),
  taxType: Type.String({ description: 'Code of `GET /taxTypes`.' }),
}, 'What a line of a payroll, receipt or invoice charges for, and its unit.');
export type ChargeType = Static<typeof ChargeType>;

/** `GET /cateringAgreementTypes`: who feeds the crew on a job. */
export const CateringAgreementType = Shape(
  { ...ReferenceItem.properties, mealsIncluded: Type.Integer({ minimum: 0 }) },
  'Who feeds the crew on a job.',
);
export type CateringAgreementType = Static<typeof CateringAgreementType>;

/** The kinds of template. */
export const TemplateType = OneOf(['receipt', 'invoice', 'email', 'deliveryNote', 'sms'], 'The kind of template.');
export type TemplateType = Static<typeof TemplateType>;

/** `GET /templates?company=&type=`: a text template of a company (e.g. for receipts or e-mails). */
export const Template = Shape({
  id: Id,
  type: TemplateType,
  name: Type.String(),
  subject: Nullable(Type.String()),
  body: Type.String(),
  company: Nullable(Shape({ id: Id, name: Type.String() }, 'Null for a template of every company.')),
}, 'A text template of a company (e.g. for receipts or e-mails).');
export type Template = Static<typeof Template>;

/** `GET /users`: a user of the tenant one can address a todo to (names only, never logins). */
export const UserSummary = Shape({ id: Id, personId: Nullable(Id), name: Type.String() }, 'A user of the tenant one can address a todo to.');
export type UserSummary = Static<typeof UserSummary>;

/** `GET /status`: the server is up. */
export const ServerStatus = Shape({
  status: OneOf(['ok']),
  version: Type.String(),
  time: IsoDateTime,
}, 'The server is up; `time` is its clock.');
export type ServerStatus = Static<typeof ServerStatus>;
