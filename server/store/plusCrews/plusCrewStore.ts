import type { PlusCrew, PlusCrewCode, PlusCrewType, PlusCrewValue, PlusCrewValueRequest } from '../../../src/ground/contract';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';
import { plusCrewScope } from './plusCrewScope';

/** What a value setting counts towards. */
export const plusCrewValueTypes: readonly PlusCrewCode[] = [
  { code: 'turnover', name: 'Turnover' }, { code: 'hours', name: 'Hours worked' }, { code: 'costs', name: 'Costs' },
];

/** Where an entry of value data came from (its `type`). */
export const plusCrewValueDataSourceTypes: readonly PlusCrewCode[] = [
  { code: 'manual', name: 'Entered by hand' }, { code: 'invoice', name: 'From an invoice' },
  { code: 'payroll', name: 'From payroll' }, { code: 'correction', name: 'Correction' },
];

/** A fixed list as a page. */
export const pageOfList = <T>(list: readonly T[], query: Paging): Page<T> => {
  const start = (query.page - 1) * query.limit;
  return { items: list.slice(start, start + query.limit), total: list.length };
};

interface CrewRow {
  id: number; number: string; name: string; type_id: number | null; type_name: string | null; minimum_target: number;
  bonus_percentage: number; members: { personId: number; name: string }[] | null;
}

const crewSelect = `
  SELECT pc.id, pc.number, pc.name, t.id AS type_id, t.name AS type_name, pc.minimum_target::float8 AS minimum_target,
    pc.bonus_percentage::float8 AS bonus_percentage,
    (SELECT json_agg(json_build_object('personId', p.id, 'name', p.first_name || ' ' || p.last_name) ORDER BY p.last_name, p.id)
      FROM plus_crew_members m JOIN persons p ON p.id = m.person_id WHERE m.plus_crew_id = pc.id) AS members
  FROM plus_crews pc LEFT JOIN plus_crew_types t ON t.id = pc.type_id`;

const crewOf = (row: CrewRow): PlusCrew => ({
  id: row.id, number: row.number, name: row.name, type: row.type_id === null ? null : { id: row.type_id, name: row.type_name ?? '' },
  minimumTarget: row.minimum_target, bonusPercentage: row.bonus_percentage, members: row.members ?? [],
});

/** The caller's plus crews (a plus-crew login: only its own). */
export async function listPlusCrews(ctx: SessionContext, query: Paging): Promise<Page<PlusCrew>> {
  const scope = plusCrewScope(ctx, 1);
  const page = await pageOf<CrewRow>(ctx.db, `${crewSelect} WHERE ${scope.sql} ORDER BY pc.number, pc.id`, scope.params, query);
  return { items: page.items.map(crewOf), total: page.total };
}

/** One of the caller's plus crews by number; null for any other. */
export async function findPlusCrew(ctx: SessionContext, number: string): Promise<PlusCrew | null> {
  const scope = plusCrewScope(ctx, 2);
  const result = await ctx.db.query<CrewRow>(`${crewSelect} WHERE pc.number = $1 AND ${scope.sql}`, [number, ...scope.params]);
  return result.rows[0] ? crewOf(result.rows[0]) : null;
}

/** The kinds of plus crew of the tenant. */
export const listPlusCrewTypes = (ctx: SessionContext, query: Paging): Promise<Page<PlusCrewType>> =>
  pageOf<PlusCrewType>(ctx.db, 'SELECT id, name FROM plus_crew_types WHERE tenant_id = $1 ORDER BY name, id', [ctx.tenant.id], query);

interface ValueRow { id: number; number: string; name: string; value_type: PlusCrewValue['valueType']; weight: number; active: boolean }

const valueSelect = `
  SELECT v.id, pc.number, v.name, v.value_type, v.weight::float8 AS weight, v.active
  FROM plus_crew_values v JOIN plus_crews pc ON pc.id = v.plus_crew_id`;

const valueOf = (row: ValueRow): PlusCrewValue => ({
  id: row.id, plusCrewNumber: row.number, name: row.name, valueType: row.value_type, weight: row.weight, active: row.active,
});

/** The value settings of the caller's plus crews, optionally of one (by number). */
export async function listPlusCrewValues(ctx: SessionContext, query: { plusCrew: string | null } & Paging): Promise<Page<PlusCrewValue>> {
  const scope = plusCrewScope(ctx, 2);
  const page = await pageOf<ValueRow>(ctx.db,
    `${valueSelect} WHERE ($1::text IS NULL OR pc.number = $1::text) AND ${scope.sql} ORDER BY pc.number, v.id`,
    [query.plusCrew, ...scope.params], query);
  return { items: page.items.map(valueOf), total: page.total };
}

/** One value setting of the caller's plus crews; null for any other. */
export async function findPlusCrewValue(ctx: SessionContext, id: number): Promise<PlusCrewValue | null> {
  const scope = plusCrewScope(ctx, 2);
  const result = await ctx.db.query<ValueRow>(`${valueSelect} WHERE v.id = $1 AND ${scope.sql}`, [id, ...scope.params]);
  return result.rows[0] ? valueOf(result.rows[0]) : null;
}

/** Changes a value setting of the caller's plus crews; null when it is not theirs. */
export async function updatePlusCrewValue(ctx: SessionContext, id: number, body: PlusCrewValueRequest): Promise<PlusCrewValue | null> {
  if (!(await findPlusCrewValue(ctx, id))) return null;
  await ctx.db.query(
    `UPDATE plus_crew_values SET name = coalesce($2, name), weight = coalesce($3, weight), active = coalesce($4, active)
     WHERE id = $1`, [id, body.name ?? null, body.weight ?? null, body.active ?? null]);
  return findPlusCrewValue(ctx, id);
}
