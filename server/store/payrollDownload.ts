import type { Payroll, PayrollDocumentType } from '../../src/ground/contract';
import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { renderPdf } from '../files/renderPdf';
import { downloadedAt, pdfWritingFor, type PdfWriting } from './pdf/pdfTexts';
import { findPayroll } from './payrollStore';
import { listPayrollItems } from './payrollItemStore';

/** Payrolls are kept in euros: wages and allowances are EUR on every staff contract (see `projectCosts`). */
const payrollCurrency = 'EUR';

/**
 * A payroll document as a PDF made from the data, with the download moment in UTC-offset format. `document` is the
 * document's id or its type (`payslip`, `annualStatement`, `timesheet`), as the app's download route names it.
 */
export async function downloadPayrollDocument(ctx: SessionContext, payrollId: number, document: number | PayrollDocumentType): Promise<FileReply> {
  const payroll = await findPayroll(ctx, payrollId);
  const found = payroll?.documents.find((candidate) => candidate.id === document || candidate.type === document);
  if (!payroll || !found) throw notFound('Payroll document not found');
  const writing = await pdfWritingFor(ctx);
  const { texts, fill } = writing;
  const money = (amount: number) => writing.money(amount, payrollCurrency);
  const lines = [
    { label: texts.label.payroll, value: payroll.number },
    { label: texts.label.employee, value: payroll.personName },
    { label: texts.label.period, value: fill(texts.fromTo, { from: writing.day(payroll.period.startDate), to: writing.day(payroll.period.endDate) }) },
    { label: texts.label.status, value: payroll.status },
  ];
  const paragraphs = found.type === 'annualStatement'
    ? await annualParagraphs(ctx, payroll, writing)
    : await itemParagraphs(ctx, payroll, found.type === 'payslip', writing);
  const pdf = await renderPdf({
    title: fill(texts.title[found.type], { number: payroll.number }),
    lines: [...lines, ...(found.type === 'timesheet' ? [] : [
      { label: texts.label.gross, value: money(payroll.gross) },
      { label: fill(texts.label.taxWithheld, { rate: writing.number(Math.round(payroll.taxRate * 1000) / 10) }), value: money(payroll.gross - payroll.net) },
      { label: texts.label.net, value: money(payroll.net) },
    ])],
    paragraphs,
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
  return new FileReply(pdf, 'application/pdf', `${found.type}-${payroll.number}.pdf`);
}

async function itemParagraphs(ctx: SessionContext, payroll: Payroll, withAmounts: boolean, writing: PdfWriting): Promise<string[]> {
  const page = await listPayrollItems(ctx, payroll.id, { limit: 1000, page: 1 });
  const money = (amount: number) => writing.money(amount, payrollCurrency);
  return (page?.items ?? []).map((item) => {
    const values = { date: writing.day(item.workDate), description: item.description, hours: writing.number(item.hours), status: item.status };
    return withAmounts
      ? writing.fill(writing.texts.text.payrollItemPaid, { ...values, rate: money(item.rate), allowance: money(item.allowance), amount: money(item.amount) })
      : writing.fill(writing.texts.text.payrollItem, values);
  });
}

async function annualParagraphs(ctx: SessionContext, payroll: Payroll, writing: PdfWriting): Promise<string[]> {
  const year = payroll.period.endDate.slice(0, 4);
  const result = await ctx.db.query<{ number: string; gross: number; tax_rate: number }>(
    `SELECT p.number, p.tax_rate::float8 AS tax_rate, COALESCE((SELECT sum(round(i.hours * i.rate, 2) + i.allowance)
       FROM payroll_items i WHERE i.payroll_id = p.id AND i.status <> 'declined'), 0)::float8 AS gross
     FROM payrolls p WHERE p.person_id = $1 AND p.tenant_id = $2 AND p.status <> 'open'
       AND extract(year FROM p.period_end) = $3::int ORDER BY p.period_start`,
    [payroll.personId, ctx.tenant.id, year]);
  const gross = result.rows.reduce((sum, row) => sum + row.gross, 0);
  const net = result.rows.reduce((sum, row) => sum + Math.round(row.gross * (1 - row.tax_rate) * 100) / 100, 0);
  const money = (amount: number) => writing.money(amount, payrollCurrency);
  return [
    writing.fill(writing.texts.text.annualSummary, { year, payrolls: result.rows.length, gross: money(gross), net: money(net) }),
    ...result.rows.map((row) => writing.fill(writing.texts.text.annualRow, { number: row.number, gross: money(row.gross) })),
  ];
}
