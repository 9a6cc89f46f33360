import { Type } from 'typebox';
import {
  Payroll, PayrollItem, StaffContract, type PayrollDocumentType, payrollItemDecline, payrollItemUpdate,
} from '../../../src/ground/contract';
import { FileOf } from '../../../src/ground/contract/shapes';
import { downloadPayrollDocument } from '../../store/payrollDownload';
import { declinePayrollItem, findPayrollItem, listPayrollItems, updatePayrollItem } from '../../store/payrollItemStore';
import { findPayroll, listPersonPayrolls } from '../../store/payrollStore';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { payrollReadRights } from '../../store/personRecordAccess';
import { findStaffContract, listStaffContracts } from '../../store/staffContractStore';
import { field, object, oneOf, optional, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';
import { filters, getOne, idParams, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { addActivityTo, listActivitiesOf } from '../subjectActivityRoutes';

export const readsContracts = { anyRights: payrollReadRights };
const payrolls: AccessRule = { rights: ['payrolls.READ'] };

/** `:documentId` of a download: a document id, or a document type as the app's route names it. */
const documentType = oneOf<PayrollDocumentType>(['payslip', 'annualStatement', 'timesheet']);
const documentParams = object({
  id: wholeNumber(1, 2_147_483_647),
  documentId: field(Type.Union([Type.Integer({ minimum: 0, maximum: 999_999_999 }), documentType.schema]), (value, path, problems) =>
    /^\d{1,9}$/.test(String(value)) ? Number(value) : documentType(value, path, problems)),
}, { unknownKeys: 'ignore' }) as Field<{ id: number; documentId: number | PayrollDocumentType }>;

const payrollItemActivities = {
  path: '/payrollItems/:id', subjectType: 'payrollItem', access: payrolls, notFound: 'Payroll item not found', find: findPayrollItem,
} as const;

const toConfirmFilter = filters({ toConfirm: optional(oneOf(['true', 'false']), null) });
/** Whose contracts and payrolls a caller reads (`personRecordAccess.ts`), for the reference. */
const readsWhose = "One's own; an office login with staffContracts.READ or payrolls.READ anyone's in the tenant. 404 otherwise.";

/** Staff contracts, payrolls and payroll items: a person reads their own; office readers anyone's in the tenant. */
export const payrollRoutes: readonly ApiRoute[] = [
  getOne({
    path: '/staffContracts/:id', access: readsContracts, answer: StaffContract, notFound: 'Contract not found', fetch: findStaffContract,
    summary: 'Get one staff contract, with its planned and worked hours', description: readsWhose,
  }),
  subList({ path: '/persons/:id/staffContracts', access: readsContracts, item: StaffContract, notFound: 'Contract not found',
    summary: "List a person's staff contracts, newest first", description: readsWhose,
    fetch: (ctx, id, query) => listStaffContracts(ctx, id, query, false) }),
  subList({ path: '/persons/:id/activeStaffContracts', access: readsContracts, item: StaffContract, notFound: 'Contract not found',
    summary: "List a person's staff contracts running today", description: readsWhose,
    fetch: (ctx, id, query) => listStaffContracts(ctx, id, query, true) }),
  subList({ path: '/persons/:id/payrolls', access: payrolls, item: Payroll, notFound: 'Payrolls not found', filters: toConfirmFilter,
    summary: "List a person's payrolls, newest period first",
    description: `\`toConfirm=true\` keeps those with items waiting for the person's confirmation. ${readsWhose}`,
    fetch: (ctx, id, query) => listPersonPayrolls(ctx, id, { ...query, toConfirm: query.toConfirm === null ? null : query.toConfirm === 'true' }) }),
  getOne({
    path: '/payrolls/:id', access: payrolls, answer: Payroll, notFound: 'Payroll not found', fetch: findPayroll,
    summary: 'Get one payroll, with its gross and hours', description: readsWhose,
  }),
  subList({
    path: '/payrolls/:id/items', access: payrolls, item: PayrollItem, notFound: 'Payroll not found', fetch: listPayrollItems,
    summary: "List a payroll's items by date", description: readsWhose,
  }),
  route({
    method: 'GET', path: '/payrolls/:id/download/:documentId', access: payrolls, params: documentParams, answer: FileOf('application/pdf'),
    summary: "Download a payroll's payslip, annual statement or timesheet as a PDF",
    description: `\`documentId\` is the document's id or its type (\`payslip\`, \`annualStatement\`, \`timesheet\`). ${readsWhose}`,
    handle: (ctx, { params }) => downloadPayrollDocument(ctx, params.id, params.documentId),
  }),
  addActivityTo({ path: '/payrolls/:id', subjectType: 'payroll', access: payrolls, notFound: 'Payroll not found', find: findPayroll }),
  getOne({
    path: '/payrollItems/:id', access: payrolls, answer: PayrollItem, notFound: 'Payroll item not found', fetch: findPayrollItem,
    description: readsWhose,
  }),
  route({
    method: 'POST', path: '/payrollItems/:id', access: payrolls, params: idParams, body: payrollItemUpdate, answer: PayrollItem,
    summary: 'Confirm one of the caller\'s payroll items, or correct its hours or remarks',
    description: 'Only the caller\'s own item while it waits: 403 for someone else\'s, 409 once confirmed or declined.',
    handle: (ctx, { params, body }) => updatePayrollItem(ctx, params.id, body),
  }),
  route({
    method: 'POST', path: '/payrollItems/:id/decline', access: payrolls, params: idParams, body: payrollItemDecline, answer: PayrollItem,
    summary: 'Decline one of the caller\'s payroll items, with the reason',
    description: 'Leaves the office a TODO_PAYROLL_ITEM activity with the reason. Only the caller\'s own item while it waits: 403 for '
      + 'someone else\'s, 409 once confirmed or declined.',
    handle: (ctx, { params, body }) => declinePayrollItem(ctx, params.id, body),
  }),
  listActivitiesOf(payrollItemActivities),
  addActivityTo(payrollItemActivities),
];
