import { VatRate, type MoneyTotals, type PricedLine, type PricedLineInput } from '../../src/ground/contract';
import { amount } from '../../src/ground/contract/fields/amountFields';
import { atLeastOneKey, field, object, optional, text, type Field } from '../../src/ground/contract/fields/fields';
import type { Queryable } from '../kernel/database';

/** VAT rates a line may carry, in percent. */
export const vatRates = [0, 9, 20, 21] as const;

const vatRate: Field<VatRate> = field(VatRate, (value, path, problems) => {
  if (!vatRates.includes(value as VatRate)) {
    problems.push({ path, message: value === undefined ? 'is required' : `must be one of ${vatRates.join(', ')}` });
  }
  return value as VatRate;
});

const lineShape = { description: text({ max: 300 }), quantity: amount(99_999), unitPrice: amount(), vatRate };

/** A new line of a receipt or invoice: every field required, amounts non-negative with at most 2 decimals. */
export const pricedLineInput: Field<PricedLineInput> = object(lineShape, { unknownKeys: 'reject' });

/** A change to a line: any of its fields, at least one. */
export const pricedLineUpdate: Field<Partial<PricedLineInput>> = object({
  description: optional(lineShape.description, undefined), quantity: optional(lineShape.quantity, undefined),
  unitPrice: optional(lineShape.unitPrice, undefined), vatRate: optional(vatRate, undefined),
}, { unknownKeys: 'reject', check: atLeastOneKey({ path: 'description', message: 'send at least one of description, quantity, unitPrice, vatRate' }) });

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
