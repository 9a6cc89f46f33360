import { lastMonths, monthBounds } from '../../store/plusCrews/months';
import type { DomainSeed } from './DomainSeed';

const values = [
  { name: 'Invoiced turnover', type: 'turnover', weight: 1, source: 'invoice', base: [11200, 13850, 12400, 15100, 9800, 6300] },
  { name: 'Merchandise commission', type: 'turnover', weight: 0.5, source: 'manual', base: [900, 1400, 600, 2100, 750, 400] },
  { name: 'Hours worked', type: 'hours', weight: 1, source: 'payroll', base: [310, 365, 342, 398, 281, 170] },
  { name: 'Travel costs', type: 'costs', weight: 1, source: 'manual', base: [640, 720, 580, 910, 455, 260] },
] as const;

const crews = [
  { number: '7', name: 'Stage Heroes', type: 'Stage crew', target: 12000, bonus: 5, members: ['crew@demo.test', 'chief@demo.test'], scale: 1 },
  { number: '12', name: 'Night Riggers', type: 'Rigging crew', target: 8000, bonus: 4, members: ['chief@demo.test'], scale: 0.7 },
] as const;

/** Plus crews 7 ("Stage Heroes") and 12 of `moyo`, with value settings and six months of value data up to today. */
export const plusCrewsSeed: DomainSeed = async (tx, ids, today) => {
  const tenantId = ids.get('tenant', 'moyo');
  for (const name of ['Stage crew', 'Rigging crew']) {
    await ids.insert('plusCrewType', name, 'INSERT INTO plus_crew_types (tenant_id, name) VALUES ($1, $2) RETURNING id', [tenantId, name]);
  }
  const months = lastMonths(today, 6);
  for (const c of crews) {
    const crewId = await ids.insert('plusCrew', c.number, `INSERT INTO plus_crews (tenant_id, number, name, type_id, minimum_target,
      bonus_percentage) VALUES ($1,$2,$3,$4,$5,$6) RETURNING id`,
    [tenantId, c.number, c.name, ids.get('plusCrewType', c.type), c.target, c.bonus]);
    for (const login of c.members) {
      await tx.query('INSERT INTO plus_crew_members (plus_crew_id, person_id) VALUES ($1, $2)', [crewId, ids.get('person', login)]);
    }
    for (const v of values) {
      const valueId = await ids.insert('plusCrewValue', `${c.number}:${v.name}`, `INSERT INTO plus_crew_values (plus_crew_id, name,
        value_type, weight) VALUES ($1,$2,$3,$4) RETURNING id`, [crewId, v.name, v.type, v.weight]);
      for (const [index, month] of months.entries()) {
        const { first, last } = monthBounds(month);
        await tx.query(`INSERT INTO plus_crew_value_datas (plus_crew_value_id, date_from, date_to, value, type, created_at)
          VALUES ($1,$2,$3,$4,$5,$6)`,
        [valueId, first, last < today ? last : today, Math.round(v.base[index]! * c.scale), v.source, `${first}T08:00:00Z`]);
      }
    }
  }
};
