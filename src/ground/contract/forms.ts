/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */
import { Type, type Static } from 'typebox';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import type { FieldInput } from './fields/fields';
import { answersBody } from './formAnswers';

/** The kinds of question a form asks. */
export const FormQuestionKind = OneOf(
  ['text', 'textarea', 'number', 'date', 'select', 'checkbox', 'file', 'signature'], 'The kinds of question a form asks.',
);
export type FormQuestionKind = Static<typeof FormQuestionKind>;

/** One question; `options` holds choices (select), bounds (number), a length (text) or file kinds (file). */
export const FormQuestion = Shape({
  id: Id,
  position: Type.Integer(),
  kind: FormQuestionKind,
  label: Type.String(),
  help: Nullable(Type.String()),
  required: Type.Boolean(),
  options: Shape({
    choices: Type.Optional(Type.Array(Type.String(), { description: 'The choices of a select question.' })),
    min: Type.Optional(Type.Number({ description: 'The lowest answer of a number question.' })),
    max: Type.Optional(Type.Number({ description: 'The highest answer of a number question.' })),
    maxLength: Type.Optional(Type.Integer({ description: 'The longest answer of a text question.' })),
    kinds: Type.Optional(Type.Array(Type.String(), { description: 'The kinds of file a file question takes, e.g. pdf, png.' })),
  }),
  fileUrl: Nullable(Type.String({ description: '/api/v1/formQuestions/{id}/file when the question comes with a picture or document.' })),
}, 'One question; options holds choices (select), bounds (number), a length (text) or file kinds (file).');
export type FormQuestion = Static<typeof FormQuestion>;

/** A titled group of questions. */
export const FormSection = Shape({
  id: Id,
  position: Type.Integer(),
  title: Type.String(),
  questions: Type.Array(FormQuestion),
}, 'A titled group of questions.');
export type FormSection = Static<typeof FormSection>;

/** An answer as stored: text, a number, a date, a choice, true/false, or a kept file (file and signature questions). */
export const FormAnswerValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Shape({ fileName: Type.String(), uploadId: Id }, 'A kept file (file and signature questions).'),
  Type.Null(),
], { description: 'An answer as stored: text, a number, a date, a choice, true/false, or a kept file (file and signature questions).' });
export type FormAnswerValue = Static<typeof FormAnswerValue>;

/** The caller's answers to a form: a draft until submitted; `score` for training quizzes (correct answers, 0–100). */
export const FormResult = Shape({
  id: Id,
  formId: Id,
  personId: Id,
  status: OneOf(['draft', 'submitted']),
  answers: Type.Record(Type.String(), FormAnswerValue, { description: 'Answers by question id.' }),
  score: Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'For training quizzes: the share of correct answers, 0–100.' })),
  submittedAt: Nullable(IsoDateTime),
  sentAt: Nullable(IsoDateTime),
}, "The caller's answers to a form: a draft until submitted; score for training quizzes (correct answers, 0–100).");
export type FormResult = Static<typeof FormResult>;

/** What a form and its summary share. */
const formProperties = {
  id: Id,
  title: Type.String(),
  description: Nullable(Type.String()),
  kind: OneOf(['questionnaire', 'training', 'securityCheck']),
  projectNumber: Nullable(Type.String()),
  dueDate: Nullable(IsoDate),
  status: OneOf(['todo', 'draft', 'submitted'], 'todo (nothing saved), draft, or submitted.'),
};

/** A form to perform: a pre-job questionnaire, a training quiz or a security check, with the caller's result so far. */
export const FormToPerform = Shape({
  ...formProperties,
  sections: Type.Array(FormSection),
  result: Nullable(FormResult),
}, "A form to perform: a pre-job questionnaire, a training quiz or a security check, with the caller's result so far.");
export type FormToPerform = Static<typeof FormToPerform>;

/** A form in a person's list (without its questions). */
export const FormSummary = Shape({
  ...formProperties,
  questionCount: Type.Integer({ minimum: 0 }),
}, "A form in a person's list (without its questions).");
export type FormSummary = Static<typeof FormSummary>;

/** POST /formResults/perform: a new form's answers (with `formId`), as JSON or multipart (`answersBody`). */
export const newFormAnswers = answersBody(true);
/** POST /formResults/perform/:id: a draft's answers, as JSON or multipart (`answersBody`). */
export const draftFormAnswers = answersBody(false);

/**
 * POST /formResults/perform (with `formId`) and /formResults/perform/:id: answers by question id. File and signature
 * answers are data URLs (`data:application/pdf;base64,…`, `data:image/png;base64,…`). `submit` false keeps a draft
 * (required questions may then stay empty); default true.
 */
export type FormAnswersRequest = FieldInput<typeof newFormAnswers>;

/** A document that comes with a form (instructions, a site plan); open it at `url`. */
export const FormDocument = Shape({
  id: Id,
  fileName: Type.String(),
  mimeType: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  url: Type.String({ description: '/api/v1/file/{id}.' }),
}, 'A document that comes with a form (instructions, a site plan); open it at url.');
export type FormDocument = Static<typeof FormDocument>;

/** The answer to POST /forms/perform/:id/send. */
export const FormSent = Shape({
  formId: Id,
  resultId: Id,
  sentTo: Type.String({ description: "The office's mailbox address (`the office` when the tenant has none)." }),
  sentAt: IsoDateTime,
}, 'The answer to POST /forms/perform/:id/send.');
export type FormSent = Static<typeof FormSent>;
