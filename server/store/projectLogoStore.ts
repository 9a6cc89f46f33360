import type { Project } from '../../src/ground/contract/projects';
import type { CheckedUpload } from '../files/checkUpload';
import { FileReply } from '../kernel/FileReply';
import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import type { UploadedFile } from '../kernel/uploadedFile';
import { readableProject } from './projectStore';
import { readUploadBytes, saveUpload } from './uploadStore';

/** What the logo's upload belongs to, in `uploads`. */
const logoOwner = (projectId: number) => ({ type: 'projectLogo', id: String(projectId) });

/** The upload a project's logo is, or null when it has none. */
async function logoUploadOf(ctx: SessionContext, projectId: number): Promise<number | null> {
  const result = await ctx.db.query<{ logo_upload_id: number | null }>(
    'SELECT logo_upload_id FROM projects WHERE id = $1', [projectId]);
  return result.rows[0]?.logo_upload_id ?? null;
}

/** A project's logo, for whoever sees the project; 404 when it has none (or the project is not theirs). */
export async function projectLogo(ctx: SessionContext, number: string): Promise<FileReply> {
  const { id } = await readableProject(ctx, number);
  const uploadId = await logoUploadOf(ctx, id);
  const upload = uploadId === null ? null : await readUploadBytes(ctx.db, ctx.tenant.id, uploadId);
  if (!upload) throw notFound('This project has no logo');
  return new FileReply(upload.bytes, upload.mimeType, upload.fileName, 'inline');
}

/**
 * Makes a checked picture the logo of a project the caller sees (its row id and number), at once (no approval: the
 * route lets only a holder of `projects.EDIT_PROJECT_LOGO` call it), and drops the logo it replaces. Answers the
 * project with its new logo.
 */
export async function replaceProjectLogo(
  ctx: SessionContext, { id, number }: { id: number; number: string }, file: UploadedFile, checked: CheckedUpload,
): Promise<Project> {
  await ctx.db.transaction(async (tx) => {
    const old = await tx.query<{ logo_upload_id: number | null }>('SELECT logo_upload_id FROM projects WHERE id = $1 FOR UPDATE', [id]);
    const upload = await saveUpload(tx, {
      tenantId: ctx.tenant.id, owner: logoOwner(id), uploadedBy: ctx.principal.personId, file, checked, status: 'approved',
    });
    await tx.query('UPDATE projects SET logo_upload_id = $1 WHERE id = $2', [upload.id, id]);
    const oldId = old.rows[0]?.logo_upload_id ?? null;
    if (oldId !== null) await tx.query('DELETE FROM uploads WHERE id = $1', [oldId]);
  });
  return (await readableProject(ctx, number)).project;
}

/** Removes a project's logo (its upload too); 404 when it has none. */
export async function removeProjectLogo(ctx: SessionContext, number: string): Promise<void> {
  const { id } = await readableProject(ctx, number);
  const removed = await ctx.db.transaction(async (tx) => {
    const old = await tx.query<{ logo_upload_id: number | null }>('SELECT logo_upload_id FROM projects WHERE id = $1 FOR UPDATE', [id]);
    const oldId = old.rows[0]?.logo_upload_id ?? null;
    if (oldId === null) return false;
    await tx.query('UPDATE projects SET logo_upload_id = NULL WHERE id = $1', [id]);
    await tx.query('DELETE FROM uploads WHERE id = $1', [oldId]);
    return true;
  });
  if (!removed) throw notFound('This project has no logo');
}
