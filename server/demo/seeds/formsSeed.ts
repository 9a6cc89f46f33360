import { renderPdf } from '../../files/renderPdf';
import { addDays } from '../../kernel/isoDates';
import type { Queryable } from '../../kernel/database';
import type { DomainSeed } from './DomainSeed';
import { demoForms } from './formsData';

/** A small real PNG (a grey gradient). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAAAAAA6mKC9AAAAYElEQVR42mXKEQCAMABFwYfDYRiGw2EYDsPhMAzDMAzDMAzDMAzDMAzz3/GBzV0ZYtMN07Id14PJCl/Vqe3Hed3P+/0FJBgkWCRkSMiRUCDBIcEjoURChYSAhBoJEQnpA6LffAHtgzcBAAAAAElFTkSuQmCC', 'base64');

async function keep(tx: Queryable, tenantId: number, owner: [string, string], name: string, kind: 'pdf' | 'png', title: string, status = 'approved'): Promise<number> {
  const bytes = kind === 'png' ? png : Buffer.from(await renderPdf({ title, paragraphs: ['Demo document that comes with a form.'] }));
  const result = await tx.query<{ id: number }>(
    `INSERT INTO uploads (tenant_id, owner_type, owner_id, file_name, mime_type, kind, size_bytes, bytes, status, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [tenantId, owner[0], owner[1], name, kind === 'png' ? 'image/png' : 'application/pdf', kind, bytes.length, bytes, status,
      kind === 'png' ? 16 : null, kind === 'png' ? 16 : null]);
  return result.rows[0]!.id;
}

/** Forms: a pre-job questionnaire and a training quiz for crew@demo.test, a security check (the chief's submitted), documents. */
export const formsSeed: DomainSeed = async (tx, ids, today) => {
  for (const form of demoForms) {
    const tenantId = ids.get('tenant', form.tenant);
    const formId = await ids.insert('form', form.key, 'INSERT INTO forms (tenant_id, title, description, kind, project_number) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [tenantId, form.title, form.description, form.kind, form.project ?? null]);
    for (const [s, section] of form.sections.entries()) {
      const sectionId = await ids.insert('formSection', `${form.key}:${s + 1}`, 'INSERT INTO form_sections (form_id, position, title) VALUES ($1, $2, $3) RETURNING id',
        [formId, s + 1, section.title]);
      for (const [q, question] of section.questions.entries()) {
        const attachment = question.attachment
          ? await keep(tx, tenantId, ['formQuestion', `${form.key}:${s + 1}:${q + 1}`], question.attachment.name, question.attachment.kind, question.attachment.title) : null;
        await ids.insert('formQuestion', `${form.key}:${s + 1}:${q + 1}`,
          `INSERT INTO form_questions (section_id, position, kind, label, help, required, options, attachment_upload_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
          [sectionId, q + 1, question.kind, question.label, question.help ?? null, question.required ?? false, JSON.stringify(question.options ?? {}), attachment]);
      }
    }
    for (const assigned of form.assigned) {
      await tx.query('INSERT INTO form_assignments (form_id, person_id, due_date) VALUES ($1, $2, $3)',
        [formId, ids.get('person', assigned.login), assigned.dueDays === null ? null : addDays(today, assigned.dueDays)]);
    }
    for (const document of form.documents ?? []) await keep(tx, tenantId, ['form', String(formId)], document.name, 'pdf', document.title);
  }
  const chief = ids.get('person', 'chief@demo.test');
  const submittedAt = `${addDays(today, 0)}T06:45:00Z`;
  const result = await tx.query<{ id: number }>(
    `INSERT INTO form_results (form_id, person_id, status, created_at, updated_at, submitted_at) VALUES ($1, $2, 'submitted', $3, $3, $3) RETURNING id`,
    [ids.get('form', 'security-1001'), chief, submittedAt]);
  const resultId = result.rows[0]!.id;
  const answers: [string, unknown][] = [['security-1001:1:1', true], ['security-1001:1:2', true], ['security-1001:1:3', 'Fine'], ['security-1001:1:4', 'Barrier at gate B replaced.']];
  for (const [key, value] of answers) {
    await tx.query('INSERT INTO form_answers (result_id, question_id, value) VALUES ($1, $2, $3)', [resultId, ids.get('formQuestion', key), JSON.stringify(value)]);
  }
  const signature = await keep(tx, ids.get('tenant', 'moyo'), ['formResult', String(resultId)], 'signature.png', 'png', 'Signature');
  await tx.query('INSERT INTO form_answers (result_id, question_id, upload_id) VALUES ($1, $2, $3)', [resultId, ids.get('formQuestion', 'security-1001:2:1'), signature]);
};
