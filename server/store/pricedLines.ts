import type { MoneyTotals, PricedLine, PricedLineInput, VatRate } from '../../src/ground/contract';
import type { Queryable } from '../kernel/database';

/** Columns of a line table (alias `l`) with net and VAT per line rounded to cents. */
export const lineColumns = `l.id, l.description, l.quantity::float8 AS quantity, l.unit_price::float8 AS unit_price, l.vat_rate,
  round(l.quantity * l.unit_price, 2)::float8 AS net, round(round(l.quantity * l.unit_price, 2) * l.vat_rate / 100, 2)::float8 AS vat`;

/** A SQL expression: the totals of the lines in `table` whose `column` equals `parent` (e.g. `r.id`), as jsonb. */
export const totalsOf = (table: string, column: string, parent: string) => `(
  SELECT jsonb_build_object('net', COALESCE(sum(t.net), 0), 'vat', COALESCE(sum(t.vat), 0)) FROM (
    SELECT round(l.quantity * l.unit_price, 2) AS net, round(round(l.quantity * l.unit_price, 2) * l.vat_rate / 100, 2) AS vat
    FROM ${table} l WHERE l.${column} = ${parent}) t)`;

/** A line row as selected with `lineColumns`. */
export interface LineRow { id: number; description: string; quantity: number; unit_price: number; vat_rate: VatRate; net: number; vat: number }

const cents = (value: number) => Math.round(value * 100) / 100;

/** A line as answered. */
export const lineOf = (row: LineRow): PricedLine => ({
  id: row.id, description: row.description, quantity: row.quantity, unitPrice: row.unit_price, vatRate: row.vat_rate,
  net: row.net, vat: row.vat, gross: cents(row.net + row.vat),
});

/** Totals as answered, from `totalsOf`'s jsonb. */
export const totalsFrom = (json: { net: number | string; vat: number | string }): MoneyTotals => {
  const net = cents(Number(json.net));
  const vat = cents(Number(json.vat));
  return { net, vat, gross: cents(net + vat) };
};

/** Writes lines under one parent (inside the caller's transaction). */
export async function insertLines(tx: Queryable, table: 'receipt_items' | 'invoice_items', parentColumn: string, parentId: number,
  lines: PricedLineInput[]): Promise<void> {
  for (const line of lines) {
    await tx.query(`INSERT INTO ${table} (${parentColumn}, description, quantity, unit_price, vat_rate) VALUES ($1,$2,$3,$4,$5)`,
      [parentId, line.description, line.quantity, line.unitPrice, line.vatRate]);
  }
}

/** The next number of a series, e.g. `R-2026-0007`: one more than the highest of the tenant's numbers with this prefix. */
export async function nextNumber(tx: Queryable, table: 'receipts' | 'invoices', tenantId: number, prefix: string): Promise<string> {
  const result = await tx.query<{ next: number }>(
    `SELECT COALESCE(max(substring(number FROM '(\\d+)$')::int), 0) + 1 AS next FROM ${table}
     WHERE tenant_id = $1 AND starts_with(number, $2)`, [tenantId, prefix]);
  return `${prefix}${String(result.rows[0]!.next).padStart(4, '0')}`;
}
