import type { CrewDocument, DocumentsStatus } from '../../src/ground/contract/documents';
import { conflict, forbidden, notFound } from '../kernel/HttpError';
import type { Page, Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { checkUpload } from '../files/checkUpload';
import type { UploadedFile } from '../kernel/uploadedFile';
import { renderPdf } from '../files/renderPdf';
import { downloadedAt, pdfWritingFor } from './pdf/pdfTexts';
import { documentKinds } from './documentUploadStore';
import { findDocument, pageOfDocuments } from './documentStore';
import { isVisibleFormUpload } from './formFiles';
import { isStaff, visibleDocuments } from './documentVisibility';
import { readUploadBytes, saveUpload } from './uploadStore';

/** Whether the caller may change this document: it is their own, or they are staff. */
const mayChange = (ctx: SessionContext, document: CrewDocument) =>
  isStaff(ctx) || (document.personId !== null && document.personId === ctx.principal.personId);

/** A document the caller may see and change; 404 when not visible, 403 when visible but not theirs. */
async function ownDocument(ctx: SessionContext, id: number): Promise<CrewDocument> {
  const document = await findDocument(ctx, id);
  if (!document) throw notFound('Document not found');
  if (!mayChange(ctx, document)) throw forbidden('Only the person of this document or the office may change it');
  return document;
}

/** The document's file: the uploaded one, or the document itself as a PDF; 404 for a document still to upload. */
export async function documentFile(ctx: SessionContext, id: number): Promise<FileReply> {
  const document = await findDocument(ctx, id);
  if (!document) throw notFound('Document not found');
  if (document.file) {
    const stored = await readUploadBytes(ctx.db, ctx.tenant.id, document.file.id);
    if (stored) return new FileReply(stored.bytes, stored.mimeType, stored.fileName);
  }
  if (document.state === 'toUpload') throw notFound('This document has no file yet: upload it first');
  const writing = await pdfWritingFor(ctx);
  const { texts } = writing;
  const bytes = await renderPdf({
    title: document.caption,
    lines: [
      { label: texts.label.type, value: document.type?.name ?? texts.text.document },
      ...(document.personName ? [{ label: texts.label.for, value: document.personName }] : []),
      ...(document.dueDate ? [{ label: texts.label.due, value: writing.day(document.dueDate) }] : []),
      ...document.signatories.map((signatory) => ({
        label: writing.fill(texts.label.signatory, { position: signatory.position }), value: `${signatory.name} (${signatory.status})`,
      })),
    ],
    paragraphs: document.description ? [document.description] : [],
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  });
  return new FileReply(bytes, 'application/pdf', `document-${document.id}.pdf`);
}

/** A stored file (a signed PDF behind `signedUrl`, a document's or a form's file) the caller may see; 404 otherwise. */
export async function fileById(ctx: SessionContext, uploadId: number): Promise<FileReply> {
  const visible = visibleDocuments(ctx, 1);
  const found = await ctx.db.query(
    `SELECT 1 FROM documents d WHERE ${visible.sql} AND (d.upload_id = $5 OR d.signed_upload_id = $5)`, [...visible.params, uploadId],
  );
  const allowed = found.rows.length > 0 || (await isVisibleFormUpload(ctx, uploadId));
  const stored = allowed ? await readUploadBytes(ctx.db, ctx.tenant.id, uploadId) : null;
  if (!stored) throw notFound('File not found');
  return new FileReply(stored.bytes, stored.mimeType, stored.fileName, stored.mimeType === 'application/pdf' ? 'inline' : 'attachment');
}

/** Uploads the file of a document to upload (or replaces one still verifying); it then waits for approval. */
export async function uploadDocumentFile(ctx: SessionContext, id: number, file: UploadedFile): Promise<CrewDocument> {
  const document = await ownDocument(ctx, id);
  if (!['toUpload', 'verifying', 'rejected'].includes(document.state)) {
    throw conflict(`This document is ${document.state}; only a document to upload takes a file`);
  }
  const checked = await checkUpload(file, { kinds: documentKinds });
  return ctx.db.transaction(async (tx) => {
    const upload = await saveUpload(tx, { tenantId: ctx.tenant.id, owner: { type: 'document', id: String(id) }, uploadedBy: ctx.principal.personId, file, checked });
    await tx.query(`UPDATE documents SET upload_id = $2, state = 'verifying', updated_at = $3 WHERE id = $1`, [id, upload.id, ctx.now.toISOString()]);
    return (await findDocument(ctx, id, tx))!;
  });
}

/** Changes the fields a person fills in on their document; a document being signed or signed cannot change (409). */
export async function updateDocument(
  ctx: SessionContext, id: number, body: { description?: string | null; documentNumber?: string | null; validUntil?: string | null },
): Promise<CrewDocument> {
  const document = await ownDocument(ctx, id);
  if (document.state === 'signed' || document.state === 'toSign' || document.state === 'approved') {
    throw conflict(`This document is ${document.state} and can no longer be changed`);
  }
  await ctx.db.query(
    `UPDATE documents SET description = CASE WHEN $2 THEN $3 ELSE description END,
       document_number = CASE WHEN $4 THEN $5 ELSE document_number END,
       valid_until = CASE WHEN $6 THEN $7::date ELSE valid_until END, updated_at = $8 WHERE id = $1`,
    [id, body.description !== undefined, body.description ?? null, body.documentNumber !== undefined, body.documentNumber ?? null,
      body.validUntil !== undefined, body.validUntil ?? null, ctx.now.toISOString()],
  );
  return (await findDocument(ctx, id))!;
}

const awaitingSignatureOf = (person: string) => `d.state = 'toSign' AND EXISTS (SELECT 1 FROM document_signatories s
  WHERE s.document_id = d.id AND s.person_id = ${person} AND s.status IN ('Ready to sign', 'On Going'))`;

/** The documents awaiting the caller's signature (their own turn or not yet; see `canSignNow`). */
export const documentsToSign = (ctx: SessionContext, paging: Paging): Promise<Page<CrewDocument>> =>
  pageOfDocuments(ctx, awaitingSignatureOf('$5'), [ctx.principal.personId ?? 0], paging);

/** The caller's counts: documents to sign, verifying, to upload and information ready. */
export async function documentsStatus(ctx: SessionContext): Promise<DocumentsStatus> {
  const personId = ctx.principal.personId ?? 0;
  const result = await ctx.db.query<DocumentsStatus>(
    `SELECT count(*) FILTER (WHERE ${awaitingSignatureOf('$2')})::int AS "toSign",
       count(*) FILTER (WHERE d.person_id = $2 AND d.state = 'verifying')::int AS verifying,
       count(*) FILTER (WHERE d.person_id = $2 AND d.state = 'toUpload')::int AS "toUpload",
       count(*) FILTER (WHERE d.person_id = $2 AND d.state = 'informationReady')::int AS "informationReady"
     FROM documents d WHERE d.tenant_id = $1`,
    [ctx.tenant.id, personId],
  );
  return result.rows[0]!;
}
