import { conflict, forbidden, notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { assertPngDecodes, stampSignature, type Signature } from '../files/pngSignature';
import { renderPdf } from '../files/renderPdf';
import { downloadedAt, pdfWritingFor, type PdfWriting } from './pdf/pdfTexts';
import { crewRoleOf } from './crewAccessStore';

interface CheckRow {
  id: number; crew_id: number; person_id: number; kind: 'checkIn' | 'checkOut'; checked_at: Date;
  latitude: number | null; longitude: number | null; signed_at: Date | null; signed_by_name: string | null;
  signature: Uint8Array | null; first_name: string; last_name: string; crew_name: string; project_number: string;
  project_name: string; location: string | null;
}

const notFoundMessage = 'Crew check not found';

/**
 * A crew check the caller may see: their own, or any of a crew they chief or plan, or of their project's crews for a
 * project login; with whether they may sign it (the person checked, or the crew chief). 404 otherwise.
 */
async function visibleCheck(ctx: SessionContext, id: number): Promise<{ row: CheckRow; maySign: boolean }> {
  const result = await ctx.db.query<CheckRow>(
    `SELECT k.id, k.crew_id, k.person_id, k.kind, k.checked_at, k.latitude, k.longitude, k.signed_at, k.signed_by_name,
       k.signature, pe.first_name, pe.last_name, c.name AS crew_name, p.number AS project_number, p.name AS project_name,
       l.name || ', ' || l.city AS location
     FROM crew_checks k JOIN persons pe ON pe.id = k.person_id JOIN crews c ON c.id = k.crew_id
     JOIN projects p ON p.id = c.project_id LEFT JOIN locations l ON l.id = c.location_id
     WHERE k.id = $1 AND p.tenant_id = $2`,
    [id, ctx.tenant.id],
  );
  const row = result.rows[0];
  if (!row) throw notFound(notFoundMessage);
  const own = ctx.principal.tokenType === 'user' && ctx.principal.personId === row.person_id;
  const access = own ? null : await crewRoleOf(ctx, row.crew_id);
  if (!own && (!access || access.role === 'member')) throw notFound(notFoundMessage);
  return { row, maySign: own || access?.role === 'chief' };
}

/** The crew check as a PDF. */
export async function downloadCrewCheck(ctx: SessionContext, id: number): Promise<FileReply> {
  const { row } = await visibleCheck(ctx, id);
  return new FileReply(await crewCheckPdf(ctx, row, await pdfWritingFor(ctx)), 'application/pdf', `crew-check-${row.id}.pdf`);
}

/** The signed crew check as a PDF; 409 when it is not signed yet. */
export async function downloadSignedCrewCheck(ctx: SessionContext, id: number): Promise<FileReply> {
  const { row } = await visibleCheck(ctx, id);
  if (!row.signature || !row.signed_at) throw conflict('This crew check is not signed yet');
  return signedReply(ctx, row, row.signature);
}

/** The person checked (or their crew chief) signs the crew check, once (409 after), and gets the signed PDF. */
export async function signCrewCheck(ctx: SessionContext, id: number, signature: Signature): Promise<FileReply> {
  const { maySign } = await visibleCheck(ctx, id);
  if (!maySign) throw forbidden('Only the crew member checked or the crew chief may sign a crew check');
  await assertPngDecodes(signature.signature);
  const result = await ctx.db.query<{ id: number }>(
    'UPDATE crew_checks SET signed_at = $2, signed_by_name = $3, signature = $4 WHERE id = $1 AND signed_at IS NULL RETURNING id',
    [id, ctx.now.toISOString(), signature.signerName, signature.signature],
  );
  if (result.rows.length === 0) throw conflict('This crew check is already signed');
  const { row } = await visibleCheck(ctx, id);
  return signedReply(ctx, row, signature.signature);
}

async function signedReply(ctx: SessionContext, row: CheckRow, png: Uint8Array): Promise<FileReply> {
  const writing = await pdfWritingFor(ctx);
  const caption = writing.fill(writing.texts.signedBy, { name: row.signed_by_name ?? '', moment: writing.moment(row.signed_at) });
  const pdf = await stampSignature(await crewCheckPdf(ctx, row, writing), png, caption);
  return new FileReply(pdf, 'application/pdf', `crew-check-${row.id}-signed.pdf`);
}

function crewCheckPdf(ctx: SessionContext, row: CheckRow, writing: PdfWriting): Promise<Uint8Array> {
  const { texts, fill } = writing;
  // Coordinates stay as maps and GPS write them (decimal points), whatever the language.
  const position = row.latitude === null || row.longitude === null
    ? texts.text.notShared
    : `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}`;
  const name = `${row.first_name} ${row.last_name}`;
  return renderPdf({
    title: fill(row.kind === 'checkIn' ? texts.title.checkIn : texts.title.checkOut, { name }),
    lines: [
      { label: texts.label.project, value: `${row.project_number} ${row.project_name}` },
      { label: texts.label.crew, value: row.crew_name },
      { label: texts.label.location, value: row.location ?? '-' },
      { label: row.kind === 'checkIn' ? texts.label.checkedInAt : texts.label.checkedOutAt, value: writing.moment(row.checked_at) },
      { label: texts.label.position, value: position },
      {
        label: texts.label.signed,
        value: row.signed_at ? fill(texts.nameOn, { name: row.signed_by_name ?? '', moment: writing.moment(row.signed_at) }) : texts.notYet,
      },
    ],
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
}
