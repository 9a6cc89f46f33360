import type { Availability, AvailabilityRequest } from '../../src/ground/contract';
import { personIdOf, type SessionContext } from '../kernel/route';

interface AvailabilityRow { id: number; person_id: number; start_date: string; end_date: string | null; part: Availability['part']; note: string | null }

const columns = 'id, person_id, start_date::text AS start_date, end_date::text AS end_date, part, note';

const availabilityOf = (row: AvailabilityRow): Availability => ({
  id: row.id, personId: row.person_id, startDate: row.start_date, endDate: row.end_date, part: row.part, note: row.note,
});

/** Marks days (or a part of each) the caller can work; the body is validated already. */
export async function insertAvailability(ctx: SessionContext, body: AvailabilityRequest): Promise<Availability> {
  const result = await ctx.db.query<AvailabilityRow>(
    `INSERT INTO availabilities (person_id, start_date, end_date, part, note) VALUES ($1, $2, $3, $4, $5) RETURNING ${columns}`,
    [personIdOf(ctx), body.startDate, body.endDate, body.part, body.note],
  );
  return availabilityOf(result.rows[0]!);
}

/** Deletes one of the caller's availabilities; false when there is none of theirs with this id. */
export async function deleteAvailability(ctx: SessionContext, id: number): Promise<boolean> {
  const result = await ctx.db.query('DELETE FROM availabilities WHERE id = $1 AND person_id = $2', [id, personIdOf(ctx)]);
  return (result.affectedRows ?? 0) > 0;
}
