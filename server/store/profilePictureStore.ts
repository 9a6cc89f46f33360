import type { ProfilePicture } from '../../src/ground/contract/persons';
import { holdsRight } from '../kernel/canAccess';
import { forbidden, notFound } from '../kernel/HttpError';
import type { Page, Paging } from '../kernel/paging';
import { pageOf } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import type { Db } from '../kernel/database';
import type { CheckedUpload } from '../files/checkUpload';
import { FileReply } from '../kernel/FileReply';
import { initialsAvatar } from './avatar';
import { visiblePerson } from './personAccess';

interface PictureRow {
  id: number; status: ProfilePicture['status']; file_name: string; mime_type: string; width: number | null;
  height: number | null; uploaded_at: Date; reviewed_at: Date | null;
}

const pictureOf = (row: PictureRow): ProfilePicture => ({
  id: row.id, status: row.status, fileName: row.file_name, mimeType: row.mime_type, width: row.width, height: row.height,
  uploadedAt: new Date(row.uploaded_at).toISOString(), reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  fileUrl: `/api/v1/profilePictures/${row.id}/file`,
});

const columns = 'id, status, file_name, mime_type, width, height, uploaded_at, reviewed_at';

/** A person's latest approved picture (the one shown as their face), or null. */
export async function latestApprovedPicture(db: Db, personId: number): Promise<{ bytes: Uint8Array; mime_type: string; file_name: string } | null> {
  const approved = await db.query<{ bytes: Uint8Array; mime_type: string; file_name: string }>(
    `SELECT bytes, mime_type, file_name FROM profile_pictures WHERE person_id = $1 AND status = 'approved'
     ORDER BY uploaded_at DESC, id DESC LIMIT 1`, [personId]);
  return approved.rows[0] ?? null;
}

/**
 * A person's face for lists and crew pages: their latest approved picture, else an avatar with initials.
 * Anyone who sees the person sees it, and so does a user who may read crew profiles (crew chiefs, clients) and a
 * project login for the crew of its own project; nobody else, whatever the rights of a limited login say.
 */
export async function personPicture(ctx: SessionContext, id: number): Promise<FileReply> {
  if (!(await seesFace(ctx, id))) await visiblePerson(ctx, id);
  const person = await ctx.db.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM persons WHERE id = $1 AND tenant_id = $2', [id, ctx.tenant.id]);
  if (!person.rows[0]) throw notFound('Profile not found');
  const picture = await latestApprovedPicture(ctx.db, id);
  if (picture) return new FileReply(picture.bytes, picture.mime_type, picture.file_name, 'inline');
  const { first_name: first, last_name: last } = person.rows[0];
  // An SVG: sent as an attachment (see FileReply); the app shows it through a blob URL in an <img>, which runs no script.
  return new FileReply(initialsAvatar(first, last, id), 'image/svg+xml', `person-${id}.svg`);
}

/** Whether the caller sees a person's face without seeing the person's record (see personPicture). */
async function seesFace(ctx: SessionContext, id: number): Promise<boolean> {
  const { principal } = ctx;
  if (principal.tokenType === 'user') return holdsRight(principal, 'crewProfile.READ');
  if (principal.tokenType !== 'project') return false;
  const onProject = await ctx.db.query(
    `SELECT 1 FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
     WHERE ci.person_id = $1 AND p.tenant_id = $2 AND p.number = $3 LIMIT 1`,
    [id, ctx.tenant.id, principal.claims.loginData.projectNumber ?? null]);
  return onProject.rows.length > 0;
}

/** The pictures a visible person uploaded, newest first, with their approval status. */
export async function listProfilePictures(ctx: SessionContext, id: number, paging: Paging): Promise<Page<ProfilePicture>> {
  const personId = await visiblePerson(ctx, id);
  const page = await pageOf<PictureRow>(ctx.db,
    `SELECT ${columns} FROM profile_pictures WHERE person_id = $1 ORDER BY uploaded_at DESC, id DESC`, [personId], paging);
  return { items: page.items.map(pictureOf), total: page.total };
}

/** One picture's file, when its person is visible to the caller. */
export async function profilePictureFile(ctx: SessionContext, id: number): Promise<FileReply> {
  const result = await ctx.db.query<{ person_id: number; bytes: Uint8Array; mime_type: string; file_name: string }>(
    `SELECT pp.person_id, pp.bytes, pp.mime_type, pp.file_name FROM profile_pictures pp JOIN persons p ON p.id = pp.person_id
     WHERE pp.id = $1 AND p.tenant_id = $2`, [id, ctx.tenant.id]);
  const row = result.rows[0];
  if (!row) throw notFound('Picture not found');
  await visiblePerson(ctx, row.person_id).catch(() => { throw notFound('Picture not found'); });
  return new FileReply(row.bytes, row.mime_type, row.file_name, 'inline');
}

/**
 * Stores a new photo of the caller's own person, pending approval (section 4); an earlier photo still pending
 * is replaced, so at most one waits. Another person's id is a 404, a person the caller only reads a 403.
 */
export async function uploadProfilePicture(
  ctx: SessionContext, id: number, file: { bytes: Buffer }, checked: CheckedUpload,
): Promise<ProfilePicture> {
  const personId = await visiblePerson(ctx, id);
  if (personId !== ctx.principal.personId) throw forbidden('Only the person themselves can upload their photo');
  return ctx.db.transaction(async (tx) => {
    await tx.query("DELETE FROM profile_pictures WHERE person_id = $1 AND status = 'pending'", [personId]);
    const inserted = await tx.query<PictureRow>(
      `INSERT INTO profile_pictures (person_id, status, file_name, mime_type, bytes, width, height, uploaded_by_user, uploaded_at)
       VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
      [personId, checked.safeName, checked.mimeType, file.bytes, checked.width ?? null, checked.height ?? null,
        ctx.principal.userId, ctx.now.toISOString()]);
    return pictureOf(inserted.rows[0]!);
  });
}
