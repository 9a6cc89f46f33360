import { Type } from 'typebox';
import { field, wholeNumber, type Field } from './fields/fields';

/** The answers body: `answers` (an object, or JSON text in a multipart body), `submit` (default true), file fields `file_<questionId>`. */
export interface AnswersInput { formId: number; answers: Record<string, unknown>; submit: boolean }

/**
 * What the app sends as JSON: answers by question id, file and signature answers as data URLs
 * (`data:application/pdf;base64,…`, `data:image/png;base64,…`); `submit` false keeps a draft; `formId` for a new one.
 */
export interface AnswersSent { formId?: number; answers: Record<string, unknown>; submit?: boolean }

/** `true` or `false` written as text, as a multipart field carries them. */
const booleanText = Type.Unsafe<'true' | 'false'>({ type: 'string', enum: ['true', 'false'] });

/** The JSON Schema of the answers body, with `formId` when `withFormId`. */
const answersSchema = (withFormId: boolean) => Type.Object({
  ...(withFormId && { formId: wholeNumber(1, 2_147_483_647).schema }),
  answers: Type.Union([
    Type.Record(Type.String(), Type.Unknown(), { description: 'Answers by question id; file and signature answers as data URLs.' }),
    Type.String({ description: 'The answers object as JSON text, in a multipart body.' }),
  ]),
  submit: Type.Optional(Type.Union([Type.Boolean(), booleanText], { default: true, description: 'false keeps a draft (required questions may stay empty).' })),
}, {
  additionalProperties: false,
  patternProperties: { '^file_\\d{1,9}$': Type.String({ format: 'binary', description: 'In a multipart body: the file answering question <id>.' }) },
});

/**
 * Reads the body of POST /formResults/perform (`withFormId`) and /formResults/perform/:id, from JSON or multipart
 * (the server parses a multipart body into fields first). In multipart, files for file questions come as fields named
 * `file_<questionId>`.
 */
export const answersBody = (withFormId: boolean): Field<AnswersInput, AnswersSent> => field(answersSchema(withFormId), (value, path, problems) => {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a JSON object' });
    return { formId: 0, answers: {}, submit: true };
  }
  const input = value as Record<string, unknown>;
  const formId = withFormId ? wholeNumber(1, 2_147_483_647)(input.formId, at('formId'), problems) : 0;
  let answers: unknown = input.answers;
  if (typeof answers === 'string') {
    try {
      answers = JSON.parse(answers);
    } catch {
      answers = null;
    }
  }
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    problems.push({ path: at('answers'), message: input.answers === undefined ? 'is required' : 'must be an object of answers by question id' });
    answers = {};
  }
  const merged: Record<string, unknown> = { ...(answers as Record<string, unknown>) };
  const submitValue = input.submit === 'true' ? true : input.submit === 'false' ? false : input.submit;
  if (submitValue !== undefined && typeof submitValue !== 'boolean') problems.push({ path: at('submit'), message: 'must be true or false' });
  for (const key of Object.keys(input)) {
    const file = /^file_(\d{1,9})$/.exec(key);
    if (file) merged[file[1]!] = input[key];
    else if (!['answers', 'submit', ...(withFormId ? ['formId'] : [])].includes(key)) problems.push({ path: at(key), message: 'is not a known field' });
  }
  return { formId, answers: merged, submit: submitValue === undefined ? true : (submitValue as boolean) };
});
