import { FormDocument, FormResult, FormSent, FormSummary, FormToPerform } from '../../../src/api/contract/forms';
import { FileOf } from '../../../src/api/contract/shapes';
import { downloadForm, downloadSignedForm, formDocuments, questionFile, sendForm } from '../../store/formFiles';
import { performForm, updateFormResult } from '../../store/formResultStore';
import { findFormToPerform, personForms } from '../../store/formStore';
import { anyUser } from '../accessRules';
import { object, optional } from '../../kernel/fields';
import { getOne, idParams, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { answersBody } from './formAnswersBody';

const newAnswers = answersBody(true);
const draftAnswers = answersBody(false);
const optionalNoBody = optional(object({}, { unknownKeys: 'reject' }), {});
const pdf = FileOf('application/pdf');

/** Forms to perform (questionnaires, training quizzes, security checks): reading, answering, downloading and sending. */
export const formRoutes: readonly ApiRoute[] = [
  getOne({ path: '/forms/perform/:id', access: anyUser, answer: FormToPerform, notFound: 'Form not found', fetch: findFormToPerform }),
  route({
    method: 'GET', path: '/forms/perform/:id/download', access: anyUser, params: idParams, answer: pdf,
    summary: "The form and the caller's answers so far, as a PDF",
    handle: (ctx, { params }) => downloadForm(ctx, params.id),
  }),
  subList({ path: '/forms/:id/documents', access: anyUser, item: FormDocument, fetch: formDocuments }),
  route({
    method: 'POST', path: '/forms/perform/:id/download/signed', access: anyUser, params: idParams, body: optionalNoBody, answer: pdf,
    summary: 'The submitted form as a PDF with the drawn signatures',
    handle: (ctx, { params }) => downloadSignedForm(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/forms/perform/:id/send', access: anyUser, params: idParams, body: optionalNoBody, answer: FormSent,
    handle: (ctx, { params }) => sendForm(ctx, params.id),
  }),
  route({
    method: 'GET', path: '/formQuestions/:id/file', access: anyUser, params: idParams, answer: FileOf('application/octet-stream'),
    summary: 'The picture or document that comes with a question',
    handle: (ctx, { params }) => questionFile(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/formResults/perform', access: anyUser, body: newAnswers, status: 201, answer: FormResult,
    handle: (ctx, { body }) => performForm(ctx, body.formId, body),
  }),
  route({
    method: 'POST', path: '/formResults/perform/:id', access: anyUser, params: idParams, body: draftAnswers, answer: FormResult,
    handle: (ctx, { params, body }) => updateFormResult(ctx, params.id, body),
  }),
  subList({ path: '/persons/:id/formsPerform', access: anyUser, item: FormSummary, fetch: (ctx, id, query) => personForms(ctx, id, false, query) }),
  subList({
    path: '/persons/:id/formsTrainingPerform', access: anyUser, item: FormSummary,
    fetch: (ctx, id, query) => personForms(ctx, id, true, query),
  }),
];
