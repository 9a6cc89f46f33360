import type { SecurityCheck } from '../../src/ground/contract';
import { conflict, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { assertPngDecodes, stampSignature, type Signature } from '../files/pngSignature';
import { renderPdf } from '../files/renderPdf';
import { downloadedAt, pdfWritingFor, type PdfWriting } from './pdf/pdfTexts';
import { onSiteInCrew, readableCrew } from './crewAccessStore';
import { crewPersonOf, isoOrNull } from './crewPeople';

const checkColumns = `
  SELECT sc.id, sc.crew_id, sc.form_name, sc.check_date::text AS check_date, sc.shift, sc.answers, sc.signed_at,
    sc.signed_by_name, sc.sent_at, pe.id AS person_id, pe.first_name, pe.last_name, c.name AS crew_name,
    p.number AS project_number, p.name AS project_name
  FROM security_checks sc JOIN crews c ON c.id = sc.crew_id JOIN projects p ON p.id = c.project_id
  LEFT JOIN persons pe ON pe.id = sc.filled_by`;

interface CheckRow {
  id: number; crew_id: number; form_name: string; check_date: string; shift: SecurityCheck['shift'];
  answers: SecurityCheck['answers']; signed_at: Date | null; signed_by_name: string | null; sent_at: Date | null;
  person_id: number | null; first_name: string | null; last_name: string | null; crew_name: string;
  project_number: string; project_name: string;
}

/** The security checks of a crew the caller may see, by date and shift. */
export async function listSecurityChecks(ctx: SessionContext, crewId: number, paging: Paging): Promise<Page<SecurityCheck>> {
  await readableCrew(ctx, crewId);
  const page = await pageOf<CheckRow>(
    ctx.db,
    `${checkColumns} WHERE sc.crew_id = $1
     ORDER BY sc.check_date, array_position(ARRAY['early', 'day', 'late', 'night'], sc.shift), sc.form_name, sc.id`,
    [crewId],
    paging,
  );
  return { items: page.items.map(securityCheckOf), total: page.total };
}

/** One security check of a crew the caller may see; 404 when the check is not that crew's. */
export async function findSecurityCheck(ctx: SessionContext, crewId: number, checkId: number): Promise<SecurityCheck> {
  await readableCrew(ctx, crewId);
  return securityCheckOf(await checkRow(ctx, crewId, checkId));
}

async function checkRow(ctx: SessionContext, crewId: number, checkId: number): Promise<CheckRow> {
  const result = await ctx.db.query<CheckRow>(`${checkColumns} WHERE sc.crew_id = $1 AND sc.id = $2`, [crewId, checkId]);
  const row = result.rows[0];
  if (!row) throw notFound('Security check not found');
  return row;
}

/** The security check as a PDF. */
export async function downloadSecurityCheck(ctx: SessionContext, crewId: number, checkId: number): Promise<FileReply> {
  await readableCrew(ctx, crewId);
  const row = await checkRow(ctx, crewId, checkId);
  return new FileReply(await securityCheckPdf(ctx, row, await pdfWritingFor(ctx)), 'application/pdf', `security-check-${row.id}.pdf`);
}

/** A member or the chief signs the security check (once; 409 after) and gets the signed PDF. */
export async function signSecurityCheck(
  ctx: SessionContext, crewId: number, checkId: number, signature: Signature,
): Promise<FileReply> {
  await onSiteInCrew(ctx, crewId);
  await checkRow(ctx, crewId, checkId);
  await assertPngDecodes(signature.signature);
  const result = await ctx.db.query<{ id: number }>(
    `UPDATE security_checks SET signed_at = $3, signed_by_name = $4, signature = $5
     WHERE crew_id = $1 AND id = $2 AND signed_at IS NULL RETURNING id`,
    [crewId, checkId, ctx.now.toISOString(), signature.signerName, signature.signature],
  );
  if (result.rows.length === 0) throw conflict('This security check is already signed');
  const row = await checkRow(ctx, crewId, checkId);
  const writing = await pdfWritingFor(ctx);
  const caption = writing.fill(writing.texts.signedBy, { name: signature.signerName, moment: writing.moment(ctx.now) });
  const pdf = await stampSignature(await securityCheckPdf(ctx, row, writing), signature.signature, caption);
  return new FileReply(pdf, 'application/pdf', `security-check-${row.id}-signed.pdf`);
}

/** E-mails the signed security check (recorded and logged: no mail server runs here); 409 before it is signed. */
export async function sendSignedSecurityCheck(ctx: SessionContext, crewId: number, checkId: number): Promise<SecurityCheck> {
  await onSiteInCrew(ctx, crewId);
  await checkRow(ctx, crewId, checkId);
  const result = await ctx.db.query<{ id: number }>(
    'UPDATE security_checks SET sent_at = $3 WHERE crew_id = $1 AND id = $2 AND signed_at IS NOT NULL RETURNING id',
    [crewId, checkId, ctx.now.toISOString()],
  );
  if (result.rows.length === 0) throw conflict('Sign the security check before sending it');
  ctx.request.log.info({ crewId, checkId }, 'signed security check sent (no mail server: recorded only)');
  return securityCheckOf(await checkRow(ctx, crewId, checkId));
}

function securityCheckPdf(ctx: SessionContext, row: CheckRow, writing: PdfWriting): Promise<Uint8Array> {
  const check = securityCheckOf(row);
  const { texts, fill } = writing;
  return renderPdf({
    title: fill(texts.title.securityCheck, { form: row.form_name }),
    lines: [
      { label: texts.label.project, value: `${row.project_number} ${row.project_name}` },
      { label: texts.label.crew, value: row.crew_name },
      { label: texts.label.dateAndShift, value: fill(texts.text.dateAndShift, { date: writing.day(row.check_date), shift: row.shift }) },
      { label: texts.label.filledBy, value: check.filledBy ? `${check.filledBy.firstName} ${check.filledBy.lastName}` : '-' },
      {
        label: texts.label.signed,
        value: check.signed ? fill(texts.nameOn, { name: check.signedBy ?? '', moment: writing.moment(check.signedAt) }) : texts.notYet,
      },
    ],
    paragraphs: check.answers.map(({ question, answer }) => `${question} - ${answer}`),
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
}

function securityCheckOf(row: CheckRow): SecurityCheck {
  return {
    id: row.id,
    crewId: row.crew_id,
    formName: row.form_name,
    date: row.check_date,
    shift: row.shift,
    answers: row.answers,
    filledBy: crewPersonOf({ id: row.person_id, first_name: row.first_name, last_name: row.last_name }),
    signed: row.signed_at !== null,
    signedBy: row.signed_by_name,
    signedAt: isoOrNull(row.signed_at),
    sentAt: isoOrNull(row.sent_at),
  };
}
