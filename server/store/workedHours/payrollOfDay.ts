import type { Queryable } from '../../kernel/database';

/**
 * The open payroll of person `personId` whose period holds `day`, else a new open one for the day's calendar month
 * (numbered `PR-YYYY-MM-<person>`, with a tail when taken; the contract running that day, the tax rate of the
 * person's latest payroll). Answers its id and the hourly wage of the contract running that day (0 without one).
 */
export async function payrollOfDay(tx: Queryable, tenantId: number, personId: number, day: string): Promise<{ payrollId: number; rate: number }> {
  const contract = await tx.query<{ id: number; hourly_wage: number }>(
    `SELECT id, hourly_wage::float8 AS hourly_wage FROM staff_contracts WHERE tenant_id = $1 AND person_id = $2
       AND start_date <= $3::date AND (end_date IS NULL OR end_date >= $3::date) ORDER BY start_date DESC, id DESC LIMIT 1`,
    [tenantId, personId, day]);
  const rate = contract.rows[0]?.hourly_wage ?? 0;
  const open = await tx.query<{ id: number }>(
    `SELECT id FROM payrolls WHERE tenant_id = $1 AND person_id = $2 AND status = 'open' AND $3::date BETWEEN period_start AND period_end
     ORDER BY period_start DESC, id DESC LIMIT 1`,
    [tenantId, personId, day]);
  if (open.rows[0]) return { payrollId: open.rows[0].id, rate };
  const month = day.slice(0, 7);
  for (let tail = 0; ; tail += 1) {
    const number = `PR-${month}-${personId}${tail === 0 ? '' : `-${tail}`}`;
    const created = await tx.query<{ id: number }>(
      `INSERT INTO payrolls (tenant_id, person_id, staff_contract_id, number, period_start, period_end, status, tax_rate)
       VALUES ($1, $2, $3, $4, $5::date, ($5::date + interval '1 month' - interval '1 day')::date, 'open',
         COALESCE((SELECT tax_rate FROM payrolls WHERE person_id = $2 ORDER BY period_start DESC, id DESC LIMIT 1), 0))
       ON CONFLICT (tenant_id, number) DO NOTHING RETURNING id`,
      [tenantId, personId, contract.rows[0]?.id ?? null, number, `${month}-01`]);
    if (created.rows[0]) return { payrollId: created.rows[0].id, rate };
  }
}
