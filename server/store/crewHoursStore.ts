import type { CrewHoursConfirmation } from '../../src/ground/contract';
import { conflict } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { chiefOfCrew } from './crewAccessStore';

interface ConfirmationRow { confirmed_at: Date; remarks: string | null; id: number; first_name: string; last_name: string }

/** The crew chief confirms the crew's hours digitally, once (and with them the worked hours ended so far); 409 when they are already confirmed. */
export async function confirmCrewHours(ctx: SessionContext, crewId: number, remarks: string | null): Promise<CrewHoursConfirmation> {
  const chief = await chiefOfCrew(ctx, crewId);
  const inserted = await ctx.db.query<{ crew_id: number }>(
    `INSERT INTO crew_hours_confirmations (crew_id, person_id, confirmed_at, remarks) VALUES ($1, $2, $3, $4)
     ON CONFLICT (crew_id) DO NOTHING RETURNING crew_id`,
    [crewId, chief.personId, ctx.now.toISOString(), remarks],
  );
  if (inserted.rows.length === 0) throw conflict('The hours of this crew are already confirmed');
  // Confirming the crew confirms every day of its members that has ended and waits (the per-person confirm is
  // `workedHours/crewWorkedHours.ts`).
  await ctx.db.query(
    `UPDATE worked_hours w SET confirmed_at = $2, confirmed_by = $3 FROM crew_items ci
     WHERE ci.id = w.crew_item_id AND ci.crew_id = $1 AND w.ended_at IS NOT NULL AND w.confirmed_at IS NULL`,
    [crewId, ctx.now.toISOString(), chief.personId],
  );
  const result = await ctx.db.query<ConfirmationRow>(
    `SELECT h.confirmed_at, h.remarks, pe.id, pe.first_name, pe.last_name
     FROM crew_hours_confirmations h JOIN persons pe ON pe.id = h.person_id WHERE h.crew_id = $1`,
    [crewId],
  );
  const row = result.rows[0]!;
  return {
    crewId,
    confirmedAt: new Date(row.confirmed_at).toISOString(),
    confirmedBy: { id: row.id, firstName: row.first_name, lastName: row.last_name },
    remarks: row.remarks,
  };
}
