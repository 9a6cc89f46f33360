import type { Invoice, InvoiceCreate, InvoiceStatus, InvoiceUpdate } from '../../src/ground/contract';
import { badRequest, conflict, notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { findInvoice } from './invoiceStore';
import { insertLines, nextNumber } from './pricedLines';
import { resolveReferences } from './receiptStore';

/** Which status may follow which: a draft is sent (or cancelled), a sent invoice paid (or cancelled). */
const next: Record<InvoiceStatus, InvoiceStatus[]> = { draft: ['sent', 'cancelled'], sent: ['paid', 'cancelled'], paid: [], cancelled: [] };

/** A new draft invoice with its lines, numbered `INV-<year>-NNNN`, in one transaction. */
export async function createInvoice(ctx: SessionContext, body: InvoiceCreate): Promise<Invoice> {
  const { projectId } = await resolveReferences(ctx, body);
  const id = await ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, 'invoices', ctx.tenant.id, `INV-${ctx.today.slice(0, 4)}-`);
    const inserted = await tx.query<{ id: number }>(`INSERT INTO invoices (tenant_id, number, company_id, project_id, contact_id,
      invoice_date, due_date, status, reference, comment) VALUES ($1,$2,$3,$4,$5,$6,$7,'draft',$8,$9) RETURNING id`,
    [ctx.tenant.id, number, body.companyId, projectId ?? null, body.contactId ?? null, body.invoiceDate, body.dueDate,
      body.reference ?? null, body.comment ?? null]);
    await insertLines(tx, 'invoice_items', 'invoice_id', inserted.rows[0]!.id, body.items);
    return inserted.rows[0]!.id;
  });
  return (await findInvoice(ctx, id))!;
}

/** Changes reference, comment or due date of a draft or sent invoice, and/or moves it on; paying sets paidOn today. */
export async function updateInvoice(ctx: SessionContext, id: number, body: InvoiceUpdate): Promise<Invoice> {
  const invoice = await findInvoice(ctx, id);
  if (!invoice) throw notFound('Invoice not found');
  const { status, ...fields } = body;
  const open = invoice.status === 'draft' || invoice.status === 'sent';
  if (Object.values(fields).some((value) => value !== undefined) && !open) {
    throw conflict(`This invoice is ${invoice.status} and can no longer be changed`);
  }
  if (status !== undefined && status !== invoice.status && !next[invoice.status].includes(status)) {
    throw conflict(`A ${invoice.status} invoice cannot become ${status}`);
  }
  if (fields.dueDate !== undefined && fields.dueDate < invoice.invoiceDate) {
    throw badRequest('The due date is before the invoice date', [{ path: 'dueDate', message: 'must not be before the invoice date' }]);
  }
  const result = await ctx.db.query(`UPDATE invoices SET reference = CASE WHEN $3::boolean THEN $4 ELSE reference END,
      comment = CASE WHEN $5::boolean THEN $6 ELSE comment END, due_date = COALESCE($7::date, due_date),
      status = COALESCE($8, status), paid_on = CASE WHEN $8 = 'paid' AND status <> 'paid' THEN $9::date ELSE paid_on END
    WHERE id = $1 AND status = $2`,
  [id, invoice.status, fields.reference !== undefined, fields.reference ?? null, fields.comment !== undefined, fields.comment ?? null,
    fields.dueDate ?? null, status ?? null, ctx.today]);
  if ((result.affectedRows ?? 0) === 0) throw conflict('This invoice was changed meanwhile; reload it and try again');
  return (await findInvoice(ctx, id))!;
}
