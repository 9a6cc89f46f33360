import type { FormQuestion } from '../../src/ground/contract/forms';
import type { Problem } from '../../src/ground/contract/fields/fields';
import { HttpError } from '../kernel/HttpError';
import { checkUpload, type CheckedUpload } from '../files/checkUpload';
import type { UploadKind } from '../kernel/uploadedFile';
import { pngDataUrl } from '../files/pngDataUrl';
import type { UploadedFile } from '../kernel/uploadedFile';
import { isIsoDate } from '../../src/ground/contract/fields/isIsoDate';

/** A question as the checks need it. */
export type AskedQuestion = Pick<FormQuestion, 'id' | 'kind' | 'label' | 'required' | 'options'>;

/** One checked answer: a plain value, a file to keep, or empty (clears the answer). */
export type ParsedAnswer = { value: string | number | boolean } | { file: UploadedFile; checked: CheckedUpload } | { empty: true };

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const defaultFileKinds: UploadKind[] = ['pdf', 'png', 'jpeg', 'heic'];

/** A file answer: a multipart file, or a data URL in JSON. */
function fileOf(value: unknown, question: AskedQuestion): UploadedFile | null {
  if (typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes)) return value as UploadedFile;
  const match = typeof value === 'string' ? /^data:([\w.+/-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value.trim()) : null;
  return match ? { fileName: `question-${question.id}`, mimeType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : null;
}

/** Checks one non-empty answer by its question's kind; records problems at `path`. */
async function readAnswer(question: AskedQuestion, value: unknown, path: string, problems: Problem[]): Promise<ParsedAnswer> {
  const { options } = question;
  const refuse = (message: string): ParsedAnswer => (problems.push({ path, message }), { empty: true });
  switch (question.kind) {
    case 'text':
    case 'textarea': {
      const max = options.maxLength ?? (question.kind === 'text' ? 500 : 5000);
      if (typeof value !== 'string') return refuse('must be text');
      if (value.includes('\u0000')) return refuse('must not contain NUL characters');
      return [...value.trim()].length > max ? refuse(`must be at most ${max} characters`) : { value: value.trim() };
    }
    case 'number': {
      const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return refuse('must be a number');
      if ((options.min !== undefined && number < options.min) || (options.max !== undefined && number > options.max)) {
        return refuse(`must be from ${options.min ?? '…'} to ${options.max ?? '…'}`);
      }
      return { value: number };
    }
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? { value } : refuse('must be a date written YYYY-MM-DD');
    case 'select':
      return typeof value === 'string' && (options.choices ?? []).includes(value) ? { value } : refuse(`must be one of ${(options.choices ?? []).join(', ')}`);
    case 'checkbox':
      if (typeof value !== 'boolean') return refuse('must be true or false');
      return question.required && !value ? refuse('must be ticked') : { value };
    case 'signature': {
      const own: Problem[] = [];
      const bytes = pngDataUrl()(value, path, own);
      if (own.length > 0) return (problems.push(...own), { empty: true });
      return { file: { fileName: `signature-${question.id}.png`, mimeType: 'image/png', bytes }, checked: { kind: 'png', mimeType: 'image/png', safeName: `signature-${question.id}.png` } };
    }
    case 'file': {
      const file = fileOf(value, question);
      if (!file) return refuse('must be a file (multipart) or a data URL');
      try {
        return { file, checked: await checkUpload(file, { kinds: (options.kinds as UploadKind[] | undefined) ?? defaultFileKinds, maxBytes: 10 * 1024 * 1024 }, path) };
      } catch (error) {
        if (error instanceof HttpError && error.details) return (problems.push(...error.details), { empty: true });
        throw error;
      }
    }
  }
}

/**
 * Checks answers against a form's questions: each by its kind, unknown question ids refused, and when submitting
 * every required question answered (now or in the stored draft, `answered`). Problems are at `answers.<id>`.
 */
export async function readAnswers(
  questions: AskedQuestion[], raw: Record<string, unknown>, submit: boolean, answered: ReadonlySet<number>,
): Promise<{ answers: Map<number, ParsedAnswer>; problems: Problem[] }> {
  const problems: Problem[] = [];
  const answers = new Map<number, ParsedAnswer>();
  const byId = new Map(questions.map((question) => [String(question.id), question]));
  for (const key of Object.keys(raw)) if (!byId.has(key)) problems.push({ path: `answers.${key}`, message: 'is not a question of this form' });
  for (const question of questions) {
    const path = `answers.${question.id}`;
    const value = raw[String(question.id)];
    if (!isEmpty(value)) answers.set(question.id, await readAnswer(question, value, path, problems));
    else if (value !== undefined) answers.set(question.id, { empty: true });
    const willHave = answers.has(question.id) ? !('empty' in answers.get(question.id)!) : answered.has(question.id);
    if (submit && question.required && !willHave && !problems.some((problem) => problem.path === path)) {
      problems.push({ path, message: `is required (${question.label})` });
    }
  }
  return { answers, problems };
}
