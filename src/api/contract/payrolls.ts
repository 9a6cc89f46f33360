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
export interface StaffContract {
  id: number;
  personId: number;
  number: string;
  /** e.g. `Flex contract`, `Part-time contract`. */
  kind: string;
  function: string;
  startDate: string;
  /** Null for a contract without an end. */
  endDate: string | null;
  /** True when today lies within start and end. */
  active: boolean;
  hourlyWage: number;
  /** Hours the contract promises per month. */
  quota: { hours: number; per: 'month' };
  /** Hours of confirmed jobs in the contract period. */
  plannedHours: number;
  /** Hours of confirmed jobs in the contract period that have ended. */
  workedHours: number;
  /** Opening balance plus worked hours minus the quota due so far; negative means hours owed. */
  timeAccountHours: number;
  /** Paid vacation days: a year's entitlement, days taken and booked within the contract, and what is left. */
  vacationAccount: { entitledDays: number; takenDays: number; plannedDays: number; remainingDays: number };
}

/** The kinds of payroll document. */
export type PayrollDocumentType = 'payslip' | 'annualStatement' | 'timesheet';

/** A document of a payroll, downloadable as a PDF through `/payrolls/{id}/download/{id}`. */
export interface PayrollDocument { id: number; type: PayrollDocumentType; title: string; createdAt: string }

/** States of a payroll: open while items wait for confirmation, final once calculated, paid once paid out. */
export type PayrollStatus = 'open' | 'final' | 'paid';

/** A payroll of one person for one period; gross is the sum of its items not declined. */
export interface Payroll {
  id: number;
  personId: number;
  personName: string;
  number: string;
  period: { startDate: string; endDate: string };
  status: PayrollStatus;
  gross: number;
  /** Gross less withheld tax (taxRate). */
  net: number;
  taxRate: number;
  paidOn: string | null;
  /** How many items wait for the crew member's confirmation. */
  itemsToConfirm: number;
  documents: PayrollDocument[];
}

/** States of a payroll item. */
export type PayrollItemStatus = 'toConfirm' | 'confirmed' | 'declined';

/** One line of a payroll: usually one job (crew item) with its hours, rate and allowance. */
export interface PayrollItem {
  id: number;
  payrollId: number;
  payrollNumber: string;
  crewItemId: number | null;
  workDate: string;
  description: string;
  hours: number;
  rate: number;
  allowance: number;
  /** hours × rate + allowance. */
  amount: number;
  remarks: string | null;
  status: PayrollItemStatus;
  confirmedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
}

/** `POST /payrollItems/{id}`: confirm (`confirmed: true`), and/or correct hours or remarks while it waits. */
export interface PayrollItemUpdate { confirmed?: true; hours?: number; remarks?: string | null }

/** `POST /payrollItems/{id}/decline`: why the item is wrong (required). */
export interface PayrollItemDecline { reason: string }
