import { notFound } from '../api/HttpError';
import { personIdOf, type SessionContext } from '../api/route';
import { checkUpload, type UploadKind } from '../files/checkUpload';
import type { UploadedFile } from '../files/readMultipart';
import { saveUpload, type UploadRecord } from './uploadStore';

/** The kinds of file a document may be. */
export const documentKinds: readonly UploadKind[] = ['pdf', 'png', 'jpeg', 'webp', 'heic'];

/** A crew member uploads a document of their own (a certificate, an ID); it waits for approval. Another person's → 404. */
export async function uploadPersonDocument(
  ctx: SessionContext, personId: number, body: { file: UploadedFile; caption: string | null },
): Promise<UploadRecord> {
  if (personIdOf(ctx) !== personId) throw notFound('Person not found');
  const checked = await checkUpload(body.file, { kinds: documentKinds });
  return ctx.db.transaction((tx) =>
    saveUpload(tx, { tenantId: ctx.tenant.id, owner: { type: 'person', id: String(personId) }, uploadedBy: personId, file: body.file, checked }),
  );
}
