import type { FormAnswerValue, FormQuestion, FormResult, FormSection, FormSummary, FormToPerform } from '../../src/ground/contract/forms';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { requirePersonAccess } from './documentOwners';
import { isStaff } from './documentVisibility';

interface FormRow { id: number; title: string; description: string | null; kind: FormToPerform['kind']; project_number: string | null; due_date: string | null }
interface QuestionRow extends Omit<FormQuestion, 'fileUrl'> { section_id: number; section_position: number; section_title: string; attachment_upload_id: number | null }
interface ResultRow { id: number; form_id: number; person_id: number; status: FormResult['status']; score: number | null; submitted_at: string | null; sent_at: string | null }

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A form the caller may perform (assigned to them) or, for staff, any of the tenant's; null otherwise. */
export async function findFormRow(ctx: SessionContext, formId: number, db: Queryable = ctx.db): Promise<FormRow | null> {
  const result = await db.query<FormRow>(
    `SELECT f.id, f.title, f.description, f.kind, f.project_number, a.due_date::text AS due_date FROM forms f
     LEFT JOIN form_assignments a ON a.form_id = f.id AND a.person_id = $2
     WHERE f.tenant_id = $1 AND f.id = $3 AND (a.person_id IS NOT NULL OR $4::boolean)`,
    [ctx.tenant.id, ctx.principal.personId ?? 0, formId, isStaff(ctx)]);
  return result.rows[0] ?? null;
}

/** The form's questions in order, with their sections. */
export async function questionsOf(db: Queryable, formId: number): Promise<QuestionRow[]> {
  const result = await db.query<QuestionRow>(
    `SELECT q.id, q.position, q.kind, q.label, q.help, q.required, q.options, q.attachment_upload_id,
       s.id AS section_id, s.position AS section_position, s.title AS section_title
     FROM form_questions q JOIN form_sections s ON s.id = q.section_id WHERE s.form_id = $1 ORDER BY s.position, q.position`, [formId]);
  return result.rows;
}

/** The caller's result of a form (draft or submitted), or null. */
export async function resultOf(db: Queryable, formId: number, personId: number): Promise<FormResult | null> {
  const result = await db.query<ResultRow>(
    `SELECT id, form_id, person_id, status, score, ${iso('submitted_at')} AS submitted_at, ${iso('sent_at')} AS sent_at
     FROM form_results WHERE form_id = $1 AND person_id = $2`, [formId, personId]);
  const row = result.rows[0];
  if (!row) return null;
  const answers = await db.query<{ question_id: number; value: FormAnswerValue; upload_id: number | null; file_name: string | null }>(
    `SELECT a.question_id, a.value, a.upload_id, u.file_name FROM form_answers a LEFT JOIN uploads u ON u.id = a.upload_id WHERE a.result_id = $1`, [row.id]);
  return {
    id: row.id, formId: row.form_id, personId: row.person_id, status: row.status, score: row.score, submittedAt: row.submitted_at, sentAt: row.sent_at,
    answers: Object.fromEntries(answers.rows.map((answer) => [String(answer.question_id),
      answer.upload_id === null ? answer.value : { fileName: answer.file_name ?? 'file', uploadId: answer.upload_id }])),
  };
}

/** A form to perform with its sections, questions and the caller's result; null when not the caller's. */
export async function findFormToPerform(ctx: SessionContext, formId: number, db: Queryable = ctx.db): Promise<FormToPerform | null> {
  const form = await findFormRow(ctx, formId, db);
  if (!form) return null;
  const sections = new Map<number, FormSection>();
  for (const row of await questionsOf(db, formId)) {
    const section = sections.get(row.section_id) ?? { id: row.section_id, position: row.section_position, title: row.section_title, questions: [] };
    sections.set(row.section_id, section);
    section.questions.push({
      id: row.id, position: row.position, kind: row.kind, label: row.label, help: row.help, required: row.required, options: withoutAnswerKey(row.options),
      fileUrl: row.attachment_upload_id === null ? null : `/api/v1/formQuestions/${row.id}/file`,
    });
  }
  const result = ctx.principal.personId === null ? null : await resultOf(db, formId, ctx.principal.personId);
  return {
    id: form.id, title: form.title, description: form.description, kind: form.kind, projectNumber: form.project_number, dueDate: form.due_date,
    status: result?.status ?? 'todo', sections: [...sections.values()], result,
  };
}

/** The forms assigned to a person (training quizzes with `training`), soonest due first; the person or staff only. */
export async function personForms(ctx: SessionContext, personId: number, training: boolean, paging: Paging): Promise<Page<FormSummary>> {
  await requirePersonAccess(ctx, personId);
  return pageOf<FormSummary>(ctx.db,
    `SELECT f.id, f.title, f.description, f.kind, f.project_number AS "projectNumber", a.due_date::text AS "dueDate",
       coalesce(r.status, 'todo') AS status,
       (SELECT count(*)::int FROM form_questions q JOIN form_sections s ON s.id = q.section_id WHERE s.form_id = f.id) AS "questionCount"
     FROM form_assignments a JOIN forms f ON f.id = a.form_id
     LEFT JOIN form_results r ON r.form_id = f.id AND r.person_id = a.person_id
     WHERE f.tenant_id = $1 AND a.person_id = $2 AND (f.kind = 'training') = $3
     ORDER BY a.due_date NULLS LAST, f.id`,
    [ctx.tenant.id, personId, training], paging);
}

/** Question options as the app sees them: a quiz's correct answer stays on the server. */
function withoutAnswerKey(options: FormQuestion['options'] & { correct?: unknown }): FormQuestion['options'] {
  const { correct, ...shown } = options;
  void correct;
  return shown;
}
