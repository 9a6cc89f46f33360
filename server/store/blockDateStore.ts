import type { BlockDate, BlockDateRequest } from '../../src/ground/contract';
import { personIdOf, type SessionContext } from '../kernel/route';

interface BlockDateRow { id: number; person_id: number; start_date: string; end_date: string | null; reason: string }

const columns = 'id, person_id, start_date::text AS start_date, end_date::text AS end_date, reason';

/** Blocks dates for the caller (the body is validated already). */
export async function insertBlockDate(ctx: SessionContext, body: BlockDateRequest): Promise<BlockDate> {
  const result = await ctx.db.query<BlockDateRow>(
    `INSERT INTO block_dates (person_id, start_date, end_date, reason) VALUES ($1, $2, $3, $4) RETURNING ${columns}`,
    [personIdOf(ctx), body.startDate, body.endDate, body.reason],
  );
  const row = result.rows[0]!;
  return { id: row.id, personId: row.person_id, startDate: row.start_date, endDate: row.end_date, reason: row.reason };
}

/** Deletes one of the caller's blocked dates; false when there is none of theirs with this id. */
export async function deleteBlockDate(ctx: SessionContext, id: number): Promise<boolean> {
  const result = await ctx.db.query('DELETE FROM block_dates WHERE id = $1 AND person_id = $2', [id, personIdOf(ctx)]);
  return (result.affectedRows ?? 0) > 0;
}
