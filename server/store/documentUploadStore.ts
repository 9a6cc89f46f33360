import type { CrewDocument } from '../../src/ground/contract/documents';
import { badRequest } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { checkUpload } from '../files/checkUpload';
import type { UploadKind } from '../kernel/uploadedFile';
import type { UploadedFile } from '../kernel/uploadedFile';
import { findDocument } from './documentStore';
import { requireOwner, requirePersonAccess, type OwnerType } from './documentOwners';
import { saveUpload } from './uploadStore';

/** The kinds of file a document may be. */
export const documentKinds: readonly UploadKind[] = ['pdf', 'png', 'jpeg', 'webp', 'heic'];

/** An upload's body: the file, an optional caption and document type. */
export interface DocumentUpload { file: UploadedFile; caption: string | null; typeId: number | null }

/** A crew member uploads a document of their own (a certificate, an ID); it waits for approval (verifying). */
export async function uploadPersonDocument(ctx: SessionContext, personId: number, body: DocumentUpload): Promise<CrewDocument> {
  await requirePersonAccess(ctx, personId);
  return addUploadedDocument(ctx, 'person', String(personId), personId, body);
}

/** A project document (a site plan, a risk assessment), pending approval. */
export async function uploadProjectDocument(ctx: SessionContext, number: string, body: DocumentUpload): Promise<CrewDocument> {
  await requireOwner(ctx, 'project', number);
  return addUploadedDocument(ctx, 'project', number, null, body);
}

async function addUploadedDocument(
  ctx: SessionContext, ownerType: OwnerType, ownerId: string, personId: number | null, body: DocumentUpload,
): Promise<CrewDocument> {
  const checked = await checkUpload(body.file, { kinds: documentKinds });
  if (body.typeId !== null) {
    const type = await ctx.db.query('SELECT 1 FROM document_types WHERE id = $1 AND tenant_id = $2', [body.typeId, ctx.tenant.id]);
    if (type.rows.length === 0) throw badRequest('typeId is not a known document type', [{ path: 'typeId', message: 'is not a known document type' }]);
  }
  const id = await ctx.db.transaction(async (tx) => {
    const upload = await saveUpload(tx, { tenantId: ctx.tenant.id, owner: { type: ownerType, id: ownerId }, uploadedBy: ctx.principal.personId, file: body.file, checked });
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO documents (tenant_id, type_id, caption, owner_type, owner_id, person_id, state, upload_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'verifying', $7, $8, $8) RETURNING id`,
      [ctx.tenant.id, body.typeId, body.caption ?? checked.safeName, ownerType, ownerId, personId, upload.id, ctx.now.toISOString()],
    );
    return inserted.rows[0]!.id;
  });
  return (await findDocument(ctx, id))!;
}
