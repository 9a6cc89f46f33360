import type { ProjectInvoice } from '../../src/ground/contract/projects';
import type { Page, Paging } from '../kernel/paging';
import { pageOf } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';

/**
 * The invoices of project `projectId`. The receipts part owns `invoices`; when it has a `project_id` column the
 * project's invoices are answered (common column names read through jsonb, the total summed from `invoice_items`
 * including VAT), otherwise the list is empty.
 */
export async function projectInvoices(ctx: SessionContext, projectId: number, paging: Paging): Promise<Page<ProjectInvoice>> {
  const columns = await ctx.db.query<{ name: string }>(
    `SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = current_schema()
       AND table_name IN ('invoices', 'invoice_items')`,
  );
  const has = new Set(columns.rows.map((row) => row.name));
  if (!has.has('invoices.project_id')) return { items: [], total: 0 };
  const itemTotal = ['invoice_id', 'quantity', 'unit_price', 'vat_rate'].every((column) => has.has(`invoice_items.${column}`))
    ? '(SELECT round(sum(it.quantity * it.unit_price * (1 + it.vat_rate / 100.0)), 2) FROM invoice_items it WHERE it.invoice_id = i.id)'
    : 'NULL';
  const page = await pageOf<{ invoice: Record<string, unknown> }>(ctx.db,
    `SELECT to_jsonb(i) || jsonb_build_object('items_total', ${itemTotal}) AS invoice FROM invoices i
     WHERE i.project_id = $1 ORDER BY i.id DESC`, [projectId], paging);
  return { items: page.items.map(({ invoice }) => invoiceOf(invoice)), total: page.total };
}

function invoiceOf(invoice: Record<string, unknown>): ProjectInvoice {
  const first = (...keys: string[]) => keys.map((key) => invoice[key]).find((value) => value !== undefined && value !== null) ?? null;
  const total = first('total', 'total_amount', 'amount', 'items_total');
  return {
    id: invoice.id as number,
    number: (first('number', 'invoice_number') as string | null) ?? null,
    date: (first('invoice_date', 'date', 'issue_date') as string | null)?.toString().slice(0, 10) ?? null,
    total: total === null ? null : Number(total),
    status: (first('status', 'state') as string | null) ?? null,
  };
}
