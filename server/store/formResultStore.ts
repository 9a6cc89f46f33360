import type { FormResult } from '../../src/ground/contract/forms';
import { badRequest, conflict, notFound } from '../kernel/HttpError';
import { personIdOf, type SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { readAnswers } from './formAnswers';
import { findFormRow, questionsOf, resultOf } from './formStore';
import { saveUpload } from './uploadStore';

/** What a person sends: answers by question id, and whether to submit (default) or keep a draft. */
export interface AnswersBody { answers: Record<string, unknown>; submit: boolean }

/** Saves the caller's answers to a form (a new result, or their draft); 409 once submitted. One transaction. */
export async function performForm(ctx: SessionContext, formId: number, body: AnswersBody): Promise<FormResult> {
  if (!(await findFormRow(ctx, formId))) throw notFound('Form not found');
  return saveAnswers(ctx, formId, body);
}

/** Updates the caller's draft result; 404 when not theirs, 409 once submitted. */
export async function updateFormResult(ctx: SessionContext, resultId: number, body: AnswersBody): Promise<FormResult> {
  const found = await ctx.db.query<{ form_id: number }>(
    'SELECT r.form_id FROM form_results r JOIN forms f ON f.id = r.form_id WHERE r.id = $1 AND f.tenant_id = $2 AND r.person_id = $3',
    [resultId, ctx.tenant.id, personIdOf(ctx)]);
  const row = found.rows[0];
  if (!row) throw notFound('Form result not found');
  return saveAnswers(ctx, row.form_id, body);
}

async function saveAnswers(ctx: SessionContext, formId: number, body: AnswersBody): Promise<FormResult> {
  const personId = personIdOf(ctx);
  const existing = await resultOf(ctx.db, formId, personId);
  if (existing?.status === 'submitted') throw conflict('This form was already submitted and can no longer be changed');
  const questions = await questionsOf(ctx.db, formId);
  const { answers, problems } = await readAnswers(questions, body.answers, body.submit, new Set(Object.keys(existing?.answers ?? {}).map(Number)));
  if (problems.length > 0) throw badRequest(`${problems[0]!.path} ${problems[0]!.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`, problems);
  const at = ctx.now.toISOString();
  return ctx.db.transaction(async (tx) => {
    const saved = await tx.query<{ id: number }>(
      `INSERT INTO form_results (form_id, person_id, status, created_at, updated_at) VALUES ($1, $2, 'draft', $3, $3)
       ON CONFLICT (form_id, person_id) DO UPDATE SET updated_at = $3 RETURNING id`, [formId, personId, at]);
    const resultId = saved.rows[0]!.id;
    for (const [questionId, answer] of answers) {
      await tx.query('DELETE FROM form_answers WHERE result_id = $1 AND question_id = $2', [resultId, questionId]);
      if ('value' in answer) {
        await tx.query('INSERT INTO form_answers (result_id, question_id, value) VALUES ($1, $2, $3)', [resultId, questionId, JSON.stringify(answer.value)]);
      } else if ('file' in answer) {
        const upload = await saveUpload(tx, {
          tenantId: ctx.tenant.id, owner: { type: 'formResult', id: String(resultId) }, uploadedBy: personId, file: answer.file, checked: answer.checked,
          status: answer.checked.safeName.startsWith('signature-') ? 'approved' : 'pending',
        });
        await tx.query('INSERT INTO form_answers (result_id, question_id, upload_id) VALUES ($1, $2, $3)', [resultId, questionId, upload.id]);
      }
    }
    if (body.submit) {
      await tx.query(`UPDATE form_results SET status = 'submitted', submitted_at = $2, score = $3 WHERE id = $1`,
        [resultId, at, await scoreOf(tx, formId, resultId)]);
    }
    return (await resultOf(tx, formId, personId))!;
  });
}

/** A quiz's score: the share of questions with a correct answer (options.correct) answered correctly, 0–100; null for other forms. */
async function scoreOf(tx: Queryable, formId: number, resultId: number): Promise<number | null> {
  const result = await tx.query<{ total: number; right: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE a.value = q.options -> 'correct')::int AS "right"
     FROM form_questions q JOIN form_sections s ON s.id = q.section_id
     LEFT JOIN form_answers a ON a.question_id = q.id AND a.result_id = $2
     WHERE s.form_id = $1 AND q.options ? 'correct'`, [formId, resultId]);
  const { total, right } = result.rows[0]!;
  return total === 0 ? null : Math.round((100 * right) / total);
}
