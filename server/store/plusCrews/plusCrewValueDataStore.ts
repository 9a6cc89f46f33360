import type { PlusCrewValueData, PlusCrewValueDataRequest } from '../../../src/ground/contract';
import { notFound } from '../../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';
import { findPlusCrewValue } from './plusCrewStore';
import { plusCrewScope } from './plusCrewScope';

/** Which value data to list: one plus crew (number), and entries overlapping `from`..`to`. */
export interface ValueDataQuery { plusCrew: string | null; from: string | null; to: string | null }

interface Row {
  id: number; number: string; value_id: number; value_name: string; value_type: PlusCrewValueData['plusCrewValue']['valueType'];
  date_from: string; date_to: string; value: number; type: PlusCrewValueData['type']; created_at: Date;
}

const dataSelect = `
  SELECT d.id, pc.number, v.id AS value_id, v.name AS value_name, v.value_type, d.date_from::text AS date_from,
    d.date_to::text AS date_to, d.value::float8 AS value, d.type, d.created_at
  FROM plus_crew_value_datas d JOIN plus_crew_values v ON v.id = d.plus_crew_value_id JOIN plus_crews pc ON pc.id = v.plus_crew_id`;

const dataOf = (row: Row): PlusCrewValueData => ({
  id: row.id, plusCrewNumber: row.number, plusCrewValue: { id: row.value_id, name: row.value_name, valueType: row.value_type },
  dateFrom: row.date_from, dateTo: row.date_to, value: row.value, type: row.type, createdAt: new Date(row.created_at).toISOString(),
});

/** The value data of the caller's plus crews, newest period first. */
export async function listValueDatas(ctx: SessionContext, query: ValueDataQuery & Paging): Promise<Page<PlusCrewValueData>> {
  const scope = plusCrewScope(ctx, 4);
  const page = await pageOf<Row>(ctx.db,
    `${dataSelect} WHERE ($1::text IS NULL OR pc.number = $1::text) AND ($2::date IS NULL OR d.date_to >= $2::date)
       AND ($3::date IS NULL OR d.date_from <= $3::date) AND ${scope.sql}
     ORDER BY d.date_from DESC, d.id DESC`, [query.plusCrew, query.from, query.to, ...scope.params], query);
  return { items: page.items.map(dataOf), total: page.total };
}

/** Records value data for a value of the caller's plus crews; 404 for any other value. */
export async function insertValueData(ctx: SessionContext, body: PlusCrewValueDataRequest): Promise<PlusCrewValueData> {
  if (!(await findPlusCrewValue(ctx, body.plusCrewValueId))) throw notFound('Plus crew value not found');
  const created = await ctx.db.query<{ id: number }>(
    `INSERT INTO plus_crew_value_datas (plus_crew_value_id, date_from, date_to, value, type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [body.plusCrewValueId, body.dateFrom, body.dateTo, body.value, body.type, ctx.now.toISOString()]);
  const result = await ctx.db.query<Row>(`${dataSelect} WHERE d.id = $1`, [created.rows[0]!.id]);
  return dataOf(result.rows[0]!);
}

/** Deletes value data of the caller's plus crews; false for any other. */
export async function deleteValueData(ctx: SessionContext, id: number): Promise<boolean> {
  const scope = plusCrewScope(ctx, 2);
  const result = await ctx.db.query<{ id: number }>(
    `DELETE FROM plus_crew_value_datas WHERE id = $1 AND id IN (SELECT d.id FROM plus_crew_value_datas d
       JOIN plus_crew_values v ON v.id = d.plus_crew_value_id JOIN plus_crews pc ON pc.id = v.plus_crew_id WHERE ${scope.sql})
     RETURNING id`, [id, ...scope.params]);
  return result.rows.length > 0;
}
