import type { CrewDocument } from '../../src/ground/contract/documents';
import { conflict, forbidden, notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { renderSignedPdf } from '../files/renderSignedPdf';
import { pdfWritingFor, signaturePage } from './pdf/pdfTexts';
import { findDocument, isCallerSignatory, isCollectable } from './documentStore';
import { saveUpload } from './uploadStore';
import { notifyPerson } from './notifyPerson';

/** What a signatory sends: the drawn signature (PNG bytes, checked), an optional rating and form fields. */
export interface Signing { signature: Buffer; rating: number | null; formFields: Record<string, unknown> | null }

/** The document a signatory belongs to, when the caller may see it; 404 otherwise. */
export async function documentOfSignatory(ctx: SessionContext, signatoryId: number): Promise<number> {
  const result = await ctx.db.query<{ document_id: number }>(
    `SELECT s.document_id FROM document_signatories s JOIN documents d ON d.id = s.document_id WHERE s.id = $1 AND d.tenant_id = $2`,
    [signatoryId, ctx.tenant.id],
  );
  const row = result.rows[0];
  if (!row) throw notFound('Signatory not found');
  return row.document_id;
}

/**
 * Collects one signatory's signature (section 4): only from the signatory's own person, only while Ready to sign
 * or On Going, and when signing is one by one only after the previous signatory signed. When every collectable
 * signature is signed the document is signed and gets its signed PDF; signed one by one, the next signatory is told by
 * a push message that it is their turn. One transaction.
 */
export async function signDocument(ctx: SessionContext, documentId: number, signatoryId: number, signing: Signing): Promise<CrewDocument> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM documents WHERE id = $1 FOR UPDATE', [documentId]);
    const document = await findDocument(ctx, documentId, tx);
    if (!document) throw notFound('Document not found');
    const index = document.signatories.findIndex((signatory) => signatory.id === signatoryId);
    const signatory = document.signatories[index];
    if (!signatory) throw notFound('Signatory not found on this document');
    if (!isCallerSignatory(ctx, signatory)) throw forbidden(`Only ${signatory.name} may sign as this signatory`);
    if (!document.parameters.allowSignatories) throw conflict('This document is not signed by signatories');
    if (signatory.status === 'Signed') throw conflict(`${signatory.name} has already signed this document`);
    if (!isCollectable(signatory.status)) throw conflict(`A signature cannot be collected from a signatory in status ${signatory.status}`);
    const waiting = document.parameters.signatoriesOrder
      ? document.signatories.slice(0, index).find((earlier) => earlier.status !== 'Signed') : undefined;
    if (waiting) throw conflict(`This document is signed one by one: ${waiting.name} must sign first`);
    const at = ctx.now.toISOString();
    await tx.query(
      `UPDATE document_signatories SET status = 'Signed', signature_png = $2, rating = $3, form_fields = $4, signed_at = $5 WHERE id = $1`,
      [signatoryId, signing.signature, signing.rating, signing.formFields === null ? null : JSON.stringify(signing.formFields), at],
    );
    await tx.query('UPDATE document_signatures SET signed = true, signed_at = $2 WHERE signatory_id = $1 AND NOT signed', [signatoryId, at]);
    await tx.query(
      `UPDATE document_signatories SET status = 'On Going' WHERE document_id = $1 AND status = 'Ready to sign'`, [documentId],
    );
    const unsigned = document.signatories.filter((other) => other.id !== signatoryId && isCollectable(other.status));
    if (unsigned.length === 0) await completeSigning(ctx, tx, document);
    else await tx.query('UPDATE documents SET updated_at = $2 WHERE id = $1', [documentId, at]);
    // Signed one by one: now it is the next signatory's turn, and a push message and a mail tell them.
    const next = document.parameters.signatoriesOrder ? unsigned.find((other) => other.position > signatory.position) : undefined;
    if (next?.personId) await notifyPerson(tx, ctx, { personId: next.personId, kind: 'documentToSign', subjectId: documentId });
    return (await findDocument(ctx, documentId, tx))!;
  });
}

/** Every collectable signature is signed: the document is signed, with a signed PDF kept as an approved upload. */
async function completeSigning(ctx: SessionContext, tx: Queryable, document: CrewDocument): Promise<void> {
  const signatures = await tx.query<{ name: string; signed_at: Date; signature_png: Uint8Array | null }>(
    `SELECT name, signed_at, signature_png FROM document_signatories WHERE document_id = $1 AND status = 'Signed' ORDER BY position`,
    [document.id],
  );
  // Kept and sent on to every signatory, the signed copy speaks the language of whoever completed it.
  const writing = await pdfWritingFor(ctx, tx);
  const { texts } = writing;
  const bytes = Buffer.from(await renderSignedPdf(
    {
      title: document.caption,
      lines: [
        { label: texts.label.document, value: document.type?.name ?? document.caption },
        ...(document.personName ? [{ label: texts.label.for, value: document.personName }] : []),
        { label: texts.label.signed, value: writing.moment(ctx.now) },
      ],
      paragraphs: document.description ? [document.description] : [],
      footer: writing.fill(texts.signedFooter, { moment: writing.moment(ctx.now) }),
      language: writing.tag,
    },
    signatures.rows.map((row) => ({ name: row.name, signedAt: new Date(row.signed_at).toISOString(), png: row.signature_png })),
    signaturePage(writing),
  ));
  const upload = await saveUpload(tx, {
    tenantId: ctx.tenant.id, owner: { type: 'document', id: String(document.id) }, uploadedBy: null, status: 'approved',
    file: { fileName: `${document.caption}-signed.pdf`, mimeType: 'application/pdf', bytes },
    checked: { kind: 'pdf', mimeType: 'application/pdf', safeName: `${document.caption.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-') || 'document'}-signed.pdf` },
  });
  await tx.query(`UPDATE documents SET state = 'signed', signed_upload_id = $2, updated_at = $3 WHERE id = $1`, [document.id, upload.id, ctx.now.toISOString()]);
}
