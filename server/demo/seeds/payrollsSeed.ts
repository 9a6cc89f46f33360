import { addDays } from '../../kernel/isoDates';
import type { Queryable } from '../../kernel/database';
import type { SeedIds } from '../seedIds';
import type { DomainSeed } from './DomainSeed';

const sam = 'crew@demo.test';
const chief = 'chief@demo.test';

/** Contracts in days from the seed day: an ended zero-hours flex contract and a running min-max one for Sam, an open-ended one for Dana. */
const contracts = [
  { key: 'sam-flex', login: sam, number: 'SC-014', kind: 'Flex contract', function: 'Stagehand', days: [-400, -91],
    wage: 16.5, quota: 0, opening: 0, vacation: 20 },
  { key: 'sam-part-time', login: sam, number: 'SC-031', kind: 'Min-max contract', function: 'Stagehand / rigger',
    days: [-90, 275], wage: 17.25, quota: 16, opening: 4, vacation: 24 },
  { key: 'dana', login: chief, number: 'SC-007', kind: 'Permanent contract', function: 'Crew chief', days: [-60, null],
    wage: 22, quota: 24, opening: 12, vacation: 25 },
] as const;

type Item = { day: number; what: string; hours: number; allowance?: number; crew?: string; confirmed?: boolean };

/** Payrolls per four-week period; the open ones hold items (some from real jobs) waiting for confirmation. */
const payrolls: { login: string; contract: string; seq: number; days: [number, number]; status: 'open' | 'final' | 'paid';
  tax: number; rate: number; documents: string[]; items: Item[] }[] = [
  { login: sam, contract: 'sam-part-time', seq: 41, days: [-83, -56], status: 'paid', tax: 0.185, rate: 17.25,
    documents: ['payslip', 'timesheet', 'annualStatement'], items: [
      { day: -80, what: 'Stagehand - Dutch Design Week load-out', hours: 10 },
      { day: -79, what: 'Stagehand - Dutch Design Week load-out', hours: 8.5 },
      { day: -66, what: 'Forklift driver - Boat Show stock move', hours: 6, allowance: 12.5 },
    ] },
  { login: sam, contract: 'sam-part-time', seq: 44, days: [-55, -28], status: 'final', tax: 0.185, rate: 17.25,
    documents: ['payslip', 'timesheet'], items: [
      { day: -45, what: 'Rigger - Autumn Arena Tour', hours: 11 },
      { day: -44, what: 'Rigger - Autumn Arena Tour', hours: 11, allowance: 18 },
      { day: -31, what: 'Stagehand - corporate dinner set-up', hours: 5.75 },
    ] },
  { login: sam, contract: 'sam-part-time', seq: 47, days: [-27, 0], status: 'open', tax: 0.185, rate: 17.25,
    documents: ['timesheet'], items: [
      { day: -20, what: 'Stagehand - Summer Sound Festival main stage build', hours: 12, crew: 'festival', confirmed: true },
      { day: -19, what: 'Stagehand - Summer Sound Festival main stage build', hours: 12, crew: 'festival' },
      { day: -18, what: 'Stagehand - Summer Sound Festival main stage build', hours: 12, crew: 'festival' },
      { day: -3, what: 'Stagehand - Northwind Annual Gala', hours: 9.5, allowance: 15, crew: 'gala' },
    ] },
  { login: chief, contract: 'dana', seq: 42, days: [-55, -28], status: 'paid', tax: 0.21, rate: 22,
    documents: ['payslip', 'timesheet'], items: [
      { day: -40, what: 'Crew chief - Autumn Arena Tour', hours: 12.5 },
      { day: -39, what: 'Crew chief - Autumn Arena Tour', hours: 12.5, allowance: 25 },
    ] },
  { login: chief, contract: 'dana', seq: 48, days: [-27, 0], status: 'open', tax: 0.21, rate: 22, documents: ['timesheet'], items: [
    { day: -20, what: 'Crew chief - Summer Sound Festival main stage build', hours: 13, crew: 'festival' },
    { day: -19, what: 'Crew chief - Summer Sound Festival main stage build', hours: 13, crew: 'festival' },
    { day: -18, what: 'Crew chief - Summer Sound Festival main stage build', hours: 13.5, crew: 'festival',
      allowance: 30 },
  ] },
];

const titles: Record<string, string> = { payslip: 'Payslip', timesheet: 'Timesheet', annualStatement: 'Annual statement' };

async function crewItemOf(tx: Queryable, ids: SeedIds, login: string, crew: string): Promise<number | null> {
  const found = await tx.query<{ id: number }>('SELECT id FROM crew_items WHERE person_id = $1 AND crew_id = $2 ORDER BY start_date LIMIT 1',
    [ids.get('person', login), ids.get('crew', crew)]);
  return found.rows[0]?.id ?? null;
}

/** Staff contracts, payrolls with documents, and payroll items (some waiting for Sam's and Dana's confirmation). */
export const payrollsSeed: DomainSeed = async (tx, ids, today) => {
  const tenantId = ids.get('tenant', 'moyo');
  const year = today.slice(0, 4);
  for (const c of contracts) {
    await ids.insert('staffContract', c.key, `INSERT INTO staff_contracts (tenant_id, person_id, number, kind, function, start_date,
      end_date, hourly_wage, quota_hours, opening_balance_hours, vacation_days) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id`,
    [tenantId, ids.get('person', c.login), c.number, c.kind, c.function, addDays(today, c.days[0]),
      c.days[1] === null ? null : addDays(today, c.days[1]), c.wage, c.quota, c.opening, c.vacation]);
  }
  for (const p of payrolls) {
    const number = `PR-${year}-${String(p.seq).padStart(4, '0')}`;
    const payrollId = await ids.insert('payroll', number, `INSERT INTO payrolls (tenant_id, person_id, staff_contract_id, number,
      period_start, period_end, status, tax_rate, paid_on) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
    [tenantId, ids.get('person', p.login), ids.get('staffContract', p.contract), number, addDays(today, p.days[0]),
      addDays(today, p.days[1]), p.status, p.tax, p.status === 'paid' ? addDays(today, p.days[1] + 6) : null]);
    for (const type of p.documents) {
      await tx.query('INSERT INTO payroll_documents (payroll_id, type, title, created_at) VALUES ($1,$2,$3,$4)',
        [payrollId, type, `${titles[type]} ${number}`, `${addDays(today, p.days[1] + 2)}T09:00:00Z`]);
    }
    for (const item of p.items) {
      const waiting = p.status === 'open' && !item.confirmed;
      await tx.query(`INSERT INTO payroll_items (payroll_id, crew_item_id, work_date, description, hours, rate, allowance, status,
        confirmed_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [payrollId, item.crew ? await crewItemOf(tx, ids, p.login, item.crew) : null, addDays(today, item.day), item.what,
        item.hours, p.rate, item.allowance ?? 0, waiting ? 'toConfirm' : 'confirmed',
        waiting ? null : `${addDays(today, Math.min(item.day + 3, p.days[1]))}T12:00:00Z`]);
    }
  }
};
