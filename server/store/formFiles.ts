import type { FormDocument, FormSent, FormToPerform } from '../../src/ground/contract/forms';
import { conflict, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { personIdOf, type SessionContext } from '../kernel/route';
import { FileReply } from '../kernel/FileReply';
import { renderPdf, type PdfContent } from '../files/renderPdf';
import { renderSignedPdf } from '../files/renderSignedPdf';
import { downloadedAt, pdfWritingFor, signaturePage, type PdfWriting } from './pdf/pdfTexts';
import { findFormRow, findFormToPerform } from './formStore';
import { readUploadBytes } from './uploadStore';

async function formOrNotFound(ctx: SessionContext, formId: number): Promise<FormToPerform> {
  const form = await findFormToPerform(ctx, formId);
  if (!form) throw notFound('Form not found');
  return form;
}

/** The form with the caller's answers as PDF content, in their language. */
async function contentOf(ctx: SessionContext, form: FormToPerform): Promise<{ content: PdfContent; writing: PdfWriting }> {
  const writing = await pdfWritingFor(ctx);
  const { texts } = writing;
  const answers = form.result?.answers ?? {};
  const shown = (id: number) => {
    const value = answers[String(id)];
    if (value === undefined || value === null) return '-';
    if (typeof value === 'object') return value.fileName;
    return typeof value === 'boolean' ? (value ? texts.yes : texts.no) : String(value);
  };
  const content: PdfContent = {
    title: form.title,
    lines: [
      { label: texts.label.status, value: form.status },
      ...(form.result?.score != null ? [{ label: texts.label.score, value: `${writing.number(form.result.score)}%` }] : []),
      ...form.sections.flatMap((section) => section.questions.map((question) => ({ label: question.label.slice(0, 40), value: shown(question.id) }))),
    ],
    paragraphs: form.description ? [form.description] : [],
    footer: downloadedAt(writing, ctx.now),
    language: writing.tag,
  };
  return { content, writing };
}

/** GET /forms/perform/:id/download: the form and the caller's answers so far, as a PDF. */
export async function downloadForm(ctx: SessionContext, formId: number): Promise<FileReply> {
  const form = await formOrNotFound(ctx, formId);
  const { content } = await contentOf(ctx, form);
  return new FileReply(await renderPdf(content), 'application/pdf', `form-${form.id}.pdf`);
}

async function submitted(ctx: SessionContext, formId: number) {
  const form = await formOrNotFound(ctx, formId);
  personIdOf(ctx);
  if (!form.result || form.result.status !== 'submitted') throw conflict('Submit the form first: it has no submitted answers yet');
  return { form, result: form.result };
}

/** The submitted form as a PDF with the drawn signatures; 409 before it is submitted. */
export async function downloadSignedForm(ctx: SessionContext, formId: number): Promise<FileReply> {
  const { form, result } = await submitted(ctx, formId);
  const signatures = [];
  for (const question of form.sections.flatMap((section) => section.questions).filter((q) => q.kind === 'signature')) {
    const answer = result.answers[String(question.id)];
    const stored = answer && typeof answer === 'object' ? await readUploadBytes(ctx.db, ctx.tenant.id, answer.uploadId) : null;
    signatures.push({ name: question.label, signedAt: result.submittedAt ?? '', png: stored?.bytes ?? null });
  }
  const { content, writing } = await contentOf(ctx, form);
  const bytes = await renderSignedPdf(content, signatures, signaturePage(writing));
  return new FileReply(bytes, 'application/pdf', `form-${form.id}-signed.pdf`);
}

/** Sends the submitted form to the office (recorded on the result); 409 before it is submitted. */
export async function sendForm(ctx: SessionContext, formId: number): Promise<FormSent> {
  const { result } = await submitted(ctx, formId);
  const office = await ctx.db.query<{ address: string }>('SELECT address FROM mailboxes WHERE tenant_id = $1 ORDER BY id LIMIT 1', [ctx.tenant.id]);
  const sent = await ctx.db.query<{ sent_at: string }>(
    `UPDATE form_results SET sent_at = $2 WHERE id = $1 RETURNING to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at`,
    [result.id, ctx.now.toISOString()]);
  return { formId, resultId: result.id, sentTo: office.rows[0]?.address ?? 'the office', sentAt: sent.rows[0]!.sent_at };
}

/** The documents that come with a form; 404 when the form is not the caller's. */
export async function formDocuments(ctx: SessionContext, formId: number, paging: Paging): Promise<Page<FormDocument>> {
  if (!(await findFormRow(ctx, formId))) throw notFound('Form not found');
  return pageOf<FormDocument>(ctx.db,
    `SELECT id, file_name AS "fileName", mime_type AS "mimeType", size_bytes AS "sizeBytes", '/api/v1/file/' || id AS url
     FROM uploads WHERE tenant_id = $1 AND owner_type = 'form' AND owner_id = $2 ORDER BY id`, [ctx.tenant.id, String(formId)], paging);
}

/** Whether an upload is a document of a form the caller may perform (for `/file/:id`). */
export async function isVisibleFormUpload(ctx: SessionContext, uploadId: number): Promise<boolean> {
  const found = await ctx.db.query<{ owner_id: string }>(
    `SELECT owner_id FROM uploads WHERE id = $1 AND tenant_id = $2 AND owner_type = 'form'`, [uploadId, ctx.tenant.id]);
  const formId = Number(found.rows[0]?.owner_id);
  return Number.isInteger(formId) && formId > 0 && (await findFormRow(ctx, formId)) !== null;
}

/** The picture or document that comes with a question; 404 when none or not the caller's form. */
export async function questionFile(ctx: SessionContext, questionId: number): Promise<FileReply> {
  const found = await ctx.db.query<{ form_id: number; upload_id: number | null }>(
    `SELECT s.form_id, q.attachment_upload_id AS upload_id FROM form_questions q JOIN form_sections s ON s.id = q.section_id WHERE q.id = $1`, [questionId]);
  const row = found.rows[0];
  const stored = row?.upload_id && (await findFormRow(ctx, row.form_id)) ? await readUploadBytes(ctx.db, ctx.tenant.id, row.upload_id) : null;
  if (!stored) throw notFound('Question file not found');
  return new FileReply(stored.bytes, stored.mimeType, stored.fileName, 'inline');
}
