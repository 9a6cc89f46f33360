import type { VacationRequest, VacationRequestBody } from '../../src/ground/contract/persons';
import { badRequest, conflict, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { personIdOf, type SessionContext } from '../kernel/route';

const columns = `id, start_date::text AS "startDate", end_date::text AS "endDate", paid, reason, status, created_at AS "createdAt"`;
type Row = Omit<VacationRequest, 'createdAt'> & { createdAt: Date };
const requestOf = (row: Row): VacationRequest => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/** The caller's vacation requests, latest start first. */
export async function listVacationRequests(ctx: SessionContext, paging: Paging): Promise<Page<VacationRequest>> {
  const page = await pageOf<Row>(ctx.db,
    `SELECT ${columns} FROM vacation_requests WHERE person_id = $1 ORDER BY start_date DESC, id DESC`, [personIdOf(ctx)], paging);
  return { items: page.items.map(requestOf), total: page.total };
}

/**
 * Requests vacation for the caller (status requested). It may not start before today; 409 when it overlaps
 * a request that is still requested or approved.
 */
export async function requestVacation(ctx: SessionContext, body: VacationRequestBody): Promise<VacationRequest> {
  const personId = personIdOf(ctx);
  const endDate = body.endDate ?? body.startDate;
  if (body.startDate < ctx.today) {
    throw badRequest('Vacation cannot start in the past', [{ path: 'startDate', message: 'must be today or later' }]);
  }
  return ctx.db.transaction(async (tx) => {
    const overlap = await tx.query<{ start: string; end: string }>(
      `SELECT start_date::text AS start, end_date::text AS end FROM vacation_requests
       WHERE person_id = $1 AND status IN ('requested', 'approved') AND start_date <= $3 AND end_date >= $2 LIMIT 1`,
      [personId, body.startDate, endDate]);
    const other = overlap.rows[0];
    if (other) throw conflict(`You already asked for vacation from ${other.start} to ${other.end}`);
    const inserted = await tx.query<Row>(
      `INSERT INTO vacation_requests (person_id, start_date, end_date, paid, reason, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'requested', $6) RETURNING ${columns}`,
      [personId, body.startDate, endDate, body.paid, body.reason, ctx.now.toISOString()]);
    return requestOf(inserted.rows[0]!);
  });
}

/** Withdraws one of the caller's requests; 404 when not theirs, 409 once it was approved or declined. */
export async function withdrawVacationRequest(ctx: SessionContext, id: number): Promise<boolean> {
  const found = await ctx.db.query<{ status: string }>(
    'SELECT status FROM vacation_requests WHERE id = $1 AND person_id = $2', [id, personIdOf(ctx)]);
  const row = found.rows[0];
  if (!row) throw notFound('Vacation request not found');
  if (row.status !== 'requested') throw conflict(`This request was already ${row.status} and can no longer be withdrawn`);
  const deleted = await ctx.db.query("DELETE FROM vacation_requests WHERE id = $1 AND status = 'requested' RETURNING id", [id]);
  if (deleted.rows.length === 0) throw conflict('This request was decided meanwhile and can no longer be withdrawn');
  return true;
}
