import type { Receipt, ReceiptCreate, ReceiptStatus, ReceiptUpdate } from '../../src/ground/contract';
import { conflict, forbidden, notFound } from '../kernel/HttpError';
import { personIdOf, type SessionContext } from '../kernel/route';
import { insertLines, nextNumber } from './pricedLines';
import { findReceipt, isReceiptOffice, resolveReferences } from './receiptStore';

/** Which status may follow which; `office` marks the steps only an office login with receipts.READ may take. */
const transitions: Record<ReceiptStatus, Partial<Record<ReceiptStatus, { office: boolean }>>> = {
  draft: { submitted: { office: false } },
  submitted: { approved: { office: true }, rejected: { office: true } },
  rejected: { draft: { office: false } },
  approved: {},
};

/** A new draft receipt of the caller with its lines, numbered `R-<year>-NNNN`, in one transaction. */
export async function createReceipt(ctx: SessionContext, body: ReceiptCreate): Promise<Receipt> {
  const personId = personIdOf(ctx);
  const { projectId } = await resolveReferences(ctx, body);
  const id = await ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, 'receipts', ctx.tenant.id, `R-${ctx.today.slice(0, 4)}-`);
    const inserted = await tx.query<{ id: number }>(`INSERT INTO receipts (tenant_id, number, type_id, person_id, company_id, project_id,
      date, supplier, description, status, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,'draft',$10) RETURNING id`,
    [ctx.tenant.id, number, body.typeId, personId, body.companyId ?? null, projectId ?? null, body.date, body.supplier,
      body.description ?? null, ctx.now.toISOString()]);
    await insertLines(tx, 'receipt_items', 'receipt_id', inserted.rows[0]!.id, body.items);
    return inserted.rows[0]!.id;
  });
  return (await findReceipt(ctx, id))!;
}

/** Changes a draft's fields and adds lines, and/or moves the receipt on; 409 when its state does not allow it. */
export async function updateReceipt(ctx: SessionContext, id: number, body: ReceiptUpdate): Promise<Receipt> {
  const receipt = await findReceipt(ctx, id);
  if (!receipt) throw notFound('Receipt not found');
  const { status, newItems = [], ...fields } = body;
  const editsFields = Object.values(fields).some((value) => value !== undefined) || newItems.length > 0;
  if (editsFields && receipt.status !== 'draft') throw conflict(`This receipt is ${receipt.status}: only a draft can be changed`);
  if (status !== undefined && status !== receipt.status) {
    const step = transitions[receipt.status][status];
    if (!step) throw conflict(`A ${receipt.status} receipt cannot become ${status}`);
    if (step.office && !isReceiptOffice(ctx)) throw forbidden('Only the office can approve or reject a receipt');
    if (status === 'submitted' && receipt.itemCount + newItems.length === 0) throw conflict('Add an item before submitting the receipt');
  }
  const { projectId } = await resolveReferences(ctx, fields);
  await ctx.db.transaction(async (tx) => {
    const result = await tx.query(`UPDATE receipts SET type_id = COALESCE($3, type_id), date = COALESCE($4::date, date),
        supplier = COALESCE($5, supplier), description = CASE WHEN $6::boolean THEN $7 ELSE description END,
        company_id = CASE WHEN $8::boolean THEN $9::int ELSE company_id END,
        project_id = CASE WHEN $10::boolean THEN $11::int ELSE project_id END, status = COALESCE($12, status)
      WHERE id = $1 AND status = $2`,
    [id, receipt.status, fields.typeId ?? null, fields.date ?? null, fields.supplier ?? null, fields.description !== undefined,
      fields.description ?? null, fields.companyId !== undefined, fields.companyId ?? null, fields.projectNumber !== undefined,
      projectId ?? null, status ?? null]);
    if ((result.affectedRows ?? 0) === 0) throw conflict('This receipt was changed meanwhile; reload it and try again');
    await insertLines(tx, 'receipt_items', 'receipt_id', id, newItems);
  });
  return (await findReceipt(ctx, id))!;
}

/** Deletes a draft or rejected receipt with its lines; 409 once submitted or approved; false when unseen. */
export async function deleteReceipt(ctx: SessionContext, id: number): Promise<boolean> {
  const receipt = await findReceipt(ctx, id);
  if (!receipt) return false;
  if (receipt.status === 'submitted' || receipt.status === 'approved') {
    throw conflict(`This receipt is ${receipt.status} and can no longer be deleted`);
  }
  const result = await ctx.db.query("DELETE FROM receipts WHERE id = $1 AND status IN ('draft', 'rejected')", [id]);
  if ((result.affectedRows ?? 0) === 0) throw conflict('This receipt was submitted meanwhile and can no longer be deleted');
  return true;
}

/** A copy of a receipt the caller may see, as a new draft of theirs dated today, with the same lines. */
export async function copyReceipt(ctx: SessionContext, id: number): Promise<Receipt> {
  const personId = personIdOf(ctx);
  if (!(await findReceipt(ctx, id))) throw notFound('Receipt not found');
  const copyId = await ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, 'receipts', ctx.tenant.id, `R-${ctx.today.slice(0, 4)}-`);
    const inserted = await tx.query<{ id: number }>(`INSERT INTO receipts (tenant_id, number, type_id, person_id, company_id, project_id,
        date, supplier, description, status, created_at)
      SELECT tenant_id, $2, type_id, $3, company_id, project_id, $4, supplier, description, 'draft', $5 FROM receipts WHERE id = $1
      RETURNING id`, [id, number, personId, ctx.today, ctx.now.toISOString()]);
    const newId = inserted.rows[0]!.id;
    await tx.query(`INSERT INTO receipt_items (receipt_id, description, quantity, unit_price, vat_rate)
      SELECT $2, description, quantity, unit_price, vat_rate FROM receipt_items WHERE receipt_id = $1 ORDER BY id`, [id, newId]);
    return newId;
  });
  return (await findReceipt(ctx, copyId))!;
}
