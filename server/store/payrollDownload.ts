import type { Payroll, PayrollDocumentType } from '../../src/api/contract';
import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { renderPdf } from '../files/renderPdf';
import { utcOffsetTimestamp } from '../kernel/isoDates';
import { findPayroll } from './payrollStore';
import { listPayrollItems } from './payrollItemStore';

const money = (amount: number) => `EUR ${amount.toFixed(2)}`;
const titles: Record<PayrollDocumentType, string> = { payslip: 'Payslip', annualStatement: 'Annual statement', timesheet: 'Timesheet' };

/**
 * A payroll document as a PDF made from the data, with the download moment in UTC-offset format. `document` is the
 * document's id or its type (`payslip`, `annualStatement`, `timesheet`), as the app's download route names it.
 */
export async function downloadPayrollDocument(ctx: SessionContext, payrollId: number, document: number | PayrollDocumentType): Promise<FileReply> {
  const payroll = await findPayroll(ctx, payrollId);
  const found = payroll?.documents.find((candidate) => candidate.id === document || candidate.type === document);
  if (!payroll || !found) throw notFound('Payroll document not found');
  const lines = [
    { label: 'Payroll', value: payroll.number },
    { label: 'Employee', value: payroll.personName },
    { label: 'Period', value: `${payroll.period.startDate} to ${payroll.period.endDate}` },
    { label: 'Status', value: payroll.status },
  ];
  const paragraphs = found.type === 'annualStatement'
    ? await annualParagraphs(ctx, payroll)
    : await itemParagraphs(ctx, payroll, found.type === 'payslip');
  const pdf = await renderPdf({
    title: `${titles[found.type]} ${payroll.number}`,
    lines: [...lines, ...(found.type === 'timesheet' ? [] : [
      { label: 'Gross', value: money(payroll.gross) },
      { label: `Tax withheld (${Math.round(payroll.taxRate * 1000) / 10}%)`, value: money(payroll.gross - payroll.net) },
      { label: 'Net', value: money(payroll.net) },
    ])],
    paragraphs,
    footer: `Downloaded ${utcOffsetTimestamp(ctx.now)}`,
  });
  return new FileReply(pdf, 'application/pdf', `${found.type}-${payroll.number}.pdf`);
}

async function itemParagraphs(ctx: SessionContext, payroll: Payroll, withAmounts: boolean): Promise<string[]> {
  const page = await listPayrollItems(ctx, payroll.id, { limit: 1000, page: 1 });
  return (page?.items ?? []).map((item) =>
    `${item.workDate}  ${item.description}: ${item.hours} h` +
    (withAmounts ? ` x ${money(item.rate)} + allowance ${money(item.allowance)} = ${money(item.amount)}` : '') +
    ` (${item.status})`);
}

async function annualParagraphs(ctx: SessionContext, payroll: Payroll): Promise<string[]> {
  const year = payroll.period.endDate.slice(0, 4);
  const result = await ctx.db.query<{ number: string; gross: number; tax_rate: number }>(
    `SELECT p.number, p.tax_rate::float8 AS tax_rate, COALESCE((SELECT sum(round(i.hours * i.rate, 2) + i.allowance)
       FROM payroll_items i WHERE i.payroll_id = p.id AND i.status <> 'declined'), 0)::float8 AS gross
     FROM payrolls p WHERE p.person_id = $1 AND p.tenant_id = $2 AND p.status <> 'open'
       AND extract(year FROM p.period_end) = $3::int ORDER BY p.period_start`,
    [payroll.personId, ctx.tenant.id, year]);
  const gross = result.rows.reduce((sum, row) => sum + row.gross, 0);
  const net = result.rows.reduce((sum, row) => sum + Math.round(row.gross * (1 - row.tax_rate) * 100) / 100, 0);
  return [
    `Annual statement ${year}: ${result.rows.length} final payrolls, gross ${money(gross)}, net ${money(net)}.`,
    ...result.rows.map((row) => `${row.number}: gross ${money(row.gross)}`),
  ];
}
