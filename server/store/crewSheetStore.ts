import type { CrewSheet, CrewSheetLine } from '../../src/ground/contract';
import { conflict } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import type { FileReply } from '../kernel/FileReply';
import { assertPngDecodes, type Signature } from '../files/pngSignature';
import { chiefOfCrew, readableCrew } from './crewAccessStore';
import { isoOrNull } from './crewPeople';
import { crewSheetPdf } from './crewSheetPdf';
import { findProjectCrew } from './projectCrewStore';

/** The two crew sheets of section 4. */
export type CrewSheetKind = CrewSheet['kind'];

const sheetNames: Record<CrewSheetKind, string> = { deliveryNote: 'delivery note', crewChiefSheet: 'crew chief sheet' };

interface SheetRow {
  released_at: Date | null; signed_at: Date | null; signed_by_name: string | null; sent_at: Date | null;
  hours_confirmed_at: Date | null;
}

interface LineRow {
  id: number; first_name: string; last_name: string; function: string; start_date: string; end_date: string;
  start_time: string; end_time: string; days: number; checked_in_at: Date | null; checked_out_at: Date | null;
}

/** A crew's delivery note or crew chief sheet with its state, for a caller who may see the crew. */
export async function findCrewSheet(ctx: SessionContext, crewId: number, kind: CrewSheetKind): Promise<CrewSheet> {
  await readableCrew(ctx, crewId);
  return crewSheet(ctx, crewId, kind);
}

/** The released sheet as a PDF, signed when it is; 409 before release. */
export async function downloadCrewSheet(ctx: SessionContext, crewId: number, kind: CrewSheetKind): Promise<FileReply> {
  const crew = await findProjectCrew(ctx, crewId);
  const signature = await ctx.db.query<{ signature: Uint8Array | null }>(
    'SELECT signature FROM crew_sheets WHERE crew_id = $1 AND kind = $2', [crewId, kind]);
  return crewSheetPdf(ctx, crew, await crewSheet(ctx, crewId, kind), signature.rows[0]?.signature ?? null);
}

async function crewSheet(ctx: SessionContext, crewId: number, kind: CrewSheetKind): Promise<CrewSheet> {
  const state = await ctx.db.query<SheetRow>(
    `SELECT s.released_at, s.signed_at, s.signed_by_name, s.sent_at,
       (SELECT confirmed_at FROM crew_hours_confirmations h WHERE h.crew_id = $1) AS hours_confirmed_at
     FROM (SELECT 1) AS one LEFT JOIN crew_sheets s ON s.crew_id = $1 AND s.kind = $2`,
    [crewId, kind],
  );
  const row = state.rows[0]!;
  return {
    crewId,
    kind,
    released: row.released_at !== null,
    downloaded: row.released_at !== null,
    releasedAt: isoOrNull(row.released_at),
    signed: row.signed_at !== null,
    signedBy: row.signed_by_name,
    signedAt: isoOrNull(row.signed_at),
    sentAt: isoOrNull(row.sent_at),
    hoursConfirmedAt: isoOrNull(row.hours_confirmed_at),
    lines: await sheetLines(ctx, crewId),
  };
}

/** Who worked on the crew (cancelled positions left out), with planned hours and their crew checks. */
async function sheetLines(ctx: SessionContext, crewId: number): Promise<CrewSheetLine[]> {
  const result = await ctx.db.query<LineRow>(
    `SELECT ci.id, pe.first_name, pe.last_name, ci.function, ci.start_date::text AS start_date, ci.end_date::text AS end_date,
       ci.start_time, ci.end_time, (ci.end_date - ci.start_date + 1) AS days,
       (SELECT min(checked_at) FROM crew_checks k WHERE k.crew_id = ci.crew_id AND k.person_id = ci.person_id AND k.kind = 'checkIn') AS checked_in_at,
       (SELECT max(checked_at) FROM crew_checks k WHERE k.crew_id = ci.crew_id AND k.person_id = ci.person_id AND k.kind = 'checkOut') AS checked_out_at
     FROM crew_items ci JOIN persons pe ON pe.id = ci.person_id
     WHERE ci.crew_id = $1 AND ci.status <> 'cancelled'
     ORDER BY ci.start_date, ci.start_time, pe.last_name, ci.id`,
    [crewId],
  );
  return result.rows.map((row) => ({
    crewItemId: row.id,
    name: `${row.first_name} ${row.last_name}`,
    function: row.function,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    hours: plannedHours(row.start_time, row.end_time) * row.days,
    checkedInAt: isoOrNull(row.checked_in_at),
    checkedOutAt: isoOrNull(row.checked_out_at),
  }));
}

/** Hours from `HH:MM` to `HH:MM`, past midnight when the end is earlier; rounded to a quarter. */
export function plannedHours(start: string, end: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const span = (minutes(end) - minutes(start) + 24 * 60) % (24 * 60);
  return Math.round(span / 15) / 4;
}

/** Releases a sheet (section 4: downloaded becomes true); crew chief only; 409 when it is already released. */
export async function releaseCrewSheet(ctx: SessionContext, crewId: number, kind: CrewSheetKind): Promise<CrewSheet> {
  const chief = await chiefOfCrew(ctx, crewId);
  const result = await ctx.db.query<{ crew_id: number }>(
    `INSERT INTO crew_sheets (crew_id, kind, released_at, released_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (crew_id, kind) DO UPDATE SET released_at = EXCLUDED.released_at, released_by = EXCLUDED.released_by
       WHERE crew_sheets.released_at IS NULL
     RETURNING crew_id`,
    [crewId, kind, ctx.now.toISOString(), chief.personId],
  );
  if (result.rows.length === 0) throw conflict(`The ${sheetNames[kind]} is already released`);
  return crewSheet(ctx, crewId, kind);
}

/** Signs the released delivery note; crew chief only; 409 before release or when already signed. */
export async function signDeliveryNote(ctx: SessionContext, crewId: number, signature: Signature): Promise<CrewSheet> {
  const chief = await chiefOfCrew(ctx, crewId);
  await assertPngDecodes(signature.signature);
  const result = await ctx.db.query<{ crew_id: number }>(
    `UPDATE crew_sheets SET signed_at = $3, signed_by_name = $4, signed_by_person = $5, signature = $6
     WHERE crew_id = $1 AND kind = $2 AND released_at IS NOT NULL AND signed_at IS NULL RETURNING crew_id`,
    [crewId, 'deliveryNote', ctx.now.toISOString(), signature.signerName, chief.personId, signature.signature],
  );
  if (result.rows.length === 0) {
    const sheet = await crewSheet(ctx, crewId, 'deliveryNote');
    throw conflict(sheet.signed ? 'The delivery note is already signed' : 'Release the delivery note before signing it');
  }
  return crewSheet(ctx, crewId, 'deliveryNote');
}

/** E-mails the signed delivery note (recorded and logged: no mail server runs here); 409 before it is signed. */
export async function sendSignedDeliveryNote(ctx: SessionContext, crewId: number): Promise<CrewSheet> {
  await chiefOfCrew(ctx, crewId);
  const result = await ctx.db.query<{ crew_id: number }>(
    `UPDATE crew_sheets SET sent_at = $3 WHERE crew_id = $1 AND kind = $2 AND signed_at IS NOT NULL RETURNING crew_id`,
    [crewId, 'deliveryNote', ctx.now.toISOString()],
  );
  if (result.rows.length === 0) throw conflict('Sign the delivery note before sending it');
  ctx.request.log.info({ crewId }, 'signed delivery note sent (no mail server: recorded only)');
  return crewSheet(ctx, crewId, 'deliveryNote');
}
