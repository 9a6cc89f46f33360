import { Type, type Static } from 'typebox';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { amount, isTrue } from './fields/amountFields';
import { atLeastOneKey, nullable, object, optional, text, type FieldInput } from './fields/fields';

/**
 * The shapes of staff contracts, payrolls and payroll items (section 7, "Staff contracts and payrolls").
 *
 * | call                                    | request                         | answer                          |
 * | --------------------------------------- | ------------------------------- | ------------------------------- |
 * | GET  /staffContracts/{id}               | bearer                          | StaffContract, 404              |
 * | GET  /persons/{id}/staffContracts       | limit, page                     | ListResponse<StaffContract>     |
 * | GET  /persons/{id}/activeStaffContracts | limit, page                     | ListResponse<StaffContract>     |
 * | GET  /persons/{id}/payrolls             | limit, page, toConfirm?         | ListResponse<Payroll>           |
 * | GET  /payrolls/{id}                     | bearer                          | Payroll, 404                    |
 * | GET  /payrolls/{id}/items               | limit, page                     | ListResponse<PayrollItem>       |
 * | GET  /payrolls/{id}/download/{document} | document id or type             | application/pdf                 |
 * | GET  /payrollItems/{id}                 | bearer                          | PayrollItem, 404                |
 * | POST /payrollItems/{id}                 | PayrollItemUpdate               | PayrollItem, 409                |
 * | POST /payrollItems/{id}/decline         | PayrollItemDecline              | PayrollItem, 409                |
 */

/** A staff contract with its quota and the accounts computed from the person's jobs and absences (section 3). */
export const StaffContract = Shape({
  id: Id,
  personId: Id,
  number: Type.String(),
  kind: Type.String({ description: 'e.g. `Flex contract`, `Part-time contract`.' }),
  function: Type.String(),
  startDate: IsoDate,
  endDate: Nullable(IsoDate),
  active: Type.Boolean({ description: 'True when today lies within start and end.' }),
  hourlyWage: Type.Number(),
  quota: Shape({ hours: Type.Number(), per: OneOf(['month']) }, 'Hours the contract promises per month.'),
  plannedHours: Type.Number({ description: 'Hours of confirmed jobs in the contract period.' }),
  workedHours: Type.Number({ description: 'Hours the office approved (rounded by the company\'s rules) in the contract period.' }),
  timeAccountHours: Type.Number({ description: 'Opening balance plus worked hours minus the quota due so far; negative means hours owed.' }),
  vacationAccount: Shape({
    entitledDays: Type.Number(), takenDays: Type.Number(), plannedDays: Type.Number(), remainingDays: Type.Number(),
  }, 'Paid vacation days: a year\'s entitlement, days taken and booked within the contract, and what is left.'),
}, 'A staff contract with its quota and the accounts computed from the person\'s jobs and absences (section 3).');
export type StaffContract = Static<typeof StaffContract>;

/** The kinds of payroll document. */
export const PayrollDocumentType = OneOf(['payslip', 'annualStatement', 'timesheet'], 'The kind of payroll document.');
export type PayrollDocumentType = Static<typeof PayrollDocumentType>;

/** A document of a payroll, downloadable as a PDF through `/payrolls/{id}/download/{id}`. */
export const PayrollDocument = Shape(
  { id: Id, type: PayrollDocumentType, title: Type.String(), createdAt: IsoDateTime },
  'A document of a payroll, downloadable as a PDF through `/payrolls/{id}/download/{id}`.',
);
export type PayrollDocument = Static<typeof PayrollDocument>;

/** States of a payroll: open while items wait for confirmation, final once calculated, paid once paid out. */
export const PayrollStatus = OneOf(
  ['open', 'final', 'paid'],
  'Open while items wait for confirmation, final once calculated, paid once paid out.',
);
export type PayrollStatus = Static<typeof PayrollStatus>;

/** A payroll of one person for one period; gross is the sum of its items not declined. */
export const Payroll = Shape({
  id: Id,
  personId: Id,
  personName: Type.String(),
  number: Type.String(),
  period: Shape({ startDate: IsoDate, endDate: IsoDate }),
  status: PayrollStatus,
  gross: Type.Number({ description: 'The sum of its items not declined.' }),
  hours: Type.Number({ description: 'The hours of its items not declined.' }),
  net: Type.Number({ description: 'Gross less withheld tax (taxRate).' }),
  taxRate: Type.Number(),
  paidOn: Nullable(IsoDate),
  itemsToConfirm: Type.Integer({ minimum: 0, description: 'How many items wait for the crew member\'s confirmation.' }),
  documents: Type.Array(PayrollDocument),
}, 'A payroll of one person for one period.');
export type Payroll = Static<typeof Payroll>;

/** States of a payroll item. */
export const PayrollItemStatus = OneOf(['toConfirm', 'confirmed', 'declined'], 'The state of a payroll item.');
export type PayrollItemStatus = Static<typeof PayrollItemStatus>;

/** One line of a payroll: usually one job (crew item) with its hours, rate and allowance. */
export const PayrollItem = Shape({
  id: Id,
  payrollId: Id,
  payrollNumber: Type.String(),
  crewItemId: Nullable(Id),
  workDate: IsoDate,
  description: Type.String(),
  hours: Type.Number(),
  rate: Type.Number(),
  allowance: Type.Number(),
  amount: Type.Number({ description: 'hours × rate + allowance.' }),
  remarks: Nullable(Type.String()),
  status: PayrollItemStatus,
  confirmedAt: Nullable(IsoDateTime),
  declinedAt: Nullable(IsoDateTime),
  declineReason: Nullable(Type.String()),
}, 'One line of a payroll: usually one job (crew item) with its hours, rate and allowance.');
export type PayrollItem = Static<typeof PayrollItem>;

/** `POST /payrollItems/{id}`: confirm (`confirmed: true`), and/or correct hours or remarks while it waits. */
export const payrollItemUpdate = object(
  { confirmed: optional(isTrue(), undefined), hours: optional(amount(999), undefined),
    remarks: optional(nullable(text({ max: 1000 })), undefined) },
  { unknownKeys: 'reject', check: atLeastOneKey({ path: 'confirmed', message: 'send confirmed: true, or hours or remarks to correct' }) },
);
/** What the app sends to `POST /payrollItems/{id}`. */
export type PayrollItemUpdate = FieldInput<typeof payrollItemUpdate>;

/** `POST /payrollItems/{id}/decline`: why the item is wrong (required). */
export const payrollItemDecline = object({ reason: text({ max: 2000 }) }, { unknownKeys: 'reject' });
/** What the app sends to `POST /payrollItems/{id}/decline`. */
export type PayrollItemDecline = FieldInput<typeof payrollItemDecline>;
