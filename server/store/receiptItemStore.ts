import type { PricedLineInput, ReceiptItem } from '../../src/ground/contract';
import { conflict, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { lineColumns, lineOf, type LineRow } from './pricedLines';
import { findReceipt } from './receiptStore';

/** The lines of a receipt the caller may see, in order; null when unseen. */
export async function listReceiptItems(ctx: SessionContext, receiptId: number, paging: Paging): Promise<Page<ReceiptItem> | null> {
  if (!(await findReceipt(ctx, receiptId))) return null;
  const page = await pageOf<LineRow>(ctx.db, `SELECT ${lineColumns} FROM receipt_items l WHERE l.receipt_id = $1 ORDER BY l.id`,
    [receiptId], paging);
  return { items: page.items.map((row) => ({ ...lineOf(row), receiptId })), total: page.total };
}

/** A receipt's lines, in order, for a share link's page (the link was checked). */
export async function receiptLines(db: Queryable, receiptId: number): Promise<ReceiptItem[]> {
  const lines = await db.query<LineRow>(`SELECT ${lineColumns} FROM receipt_items l WHERE l.receipt_id = $1 ORDER BY l.id`, [receiptId]);
  return lines.rows.map((line) => ({ ...lineOf(line), receiptId }));
}

/** A line of a receipt the caller may see, with that receipt's id; 404 otherwise, 409 unless the receipt is a draft. */
async function draftLine(ctx: SessionContext, id: number): Promise<number> {
  const found = await ctx.db.query<{ receipt_id: number }>('SELECT receipt_id FROM receipt_items WHERE id = $1', [id]);
  const receipt = found.rows[0] ? await findReceipt(ctx, found.rows[0].receipt_id) : null;
  if (!receipt) throw notFound('Receipt item not found');
  if (receipt.status !== 'draft') throw conflict(`This receipt is ${receipt.status}: only a draft's items can be changed`);
  return receipt.id;
}

/** Changes a line of a draft receipt. */
export async function updateReceiptItem(ctx: SessionContext, id: number, body: Partial<PricedLineInput>): Promise<ReceiptItem> {
  const receiptId = await draftLine(ctx, id);
  const result = await ctx.db.query<LineRow>(`UPDATE receipt_items l SET description = COALESCE($2, description),
      quantity = COALESCE($3, quantity), unit_price = COALESCE($4, unit_price), vat_rate = COALESCE($5, vat_rate)
    WHERE l.id = $1 AND EXISTS (SELECT 1 FROM receipts r WHERE r.id = l.receipt_id AND r.status = 'draft') RETURNING ${lineColumns}`,
  [id, body.description ?? null, body.quantity ?? null, body.unitPrice ?? null, body.vatRate ?? null]);
  if (!result.rows[0]) throw conflict('This receipt was submitted meanwhile');
  return { ...lineOf(result.rows[0]), receiptId };
}

/** Deletes a line of a draft receipt. */
export async function deleteReceiptItem(ctx: SessionContext, id: number): Promise<boolean> {
  await draftLine(ctx, id);
  const result = await ctx.db.query(`DELETE FROM receipt_items l WHERE l.id = $1
    AND EXISTS (SELECT 1 FROM receipts r WHERE r.id = l.receipt_id AND r.status = 'draft')`, [id]);
  if ((result.affectedRows ?? 0) === 0) throw conflict('This receipt was submitted meanwhile');
  return true;
}
