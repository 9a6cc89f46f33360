import { draftFormAnswers, FormDocument, FormResult, FormSent, FormSummary, FormToPerform, newFormAnswers } from '../../../src/ground/contract/forms';
import { FileOf } from '../../../src/ground/contract/shapes';
import { uploadMediaTypes } from '../../files/checkUpload';
import { downloadForm, downloadSignedForm, formDocuments, questionFile, sendForm } from '../../store/formFiles';
import { performForm, updateFormResult } from '../../store/formResultStore';
import { findFormToPerform, personForms } from '../../store/formStore';
import { anyUser } from '../accessRules';
import { object, optional } from '../../../src/ground/contract/fields/fields';
import { getOne, idParams, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';

const optionalNoBody = optional(object({}, { unknownKeys: 'reject' }), {});
const pdf = FileOf('application/pdf');

/** Forms to perform (questionnaires, training quizzes, security checks): reading, answering, downloading and sending. */
export const formRoutes: readonly ApiRoute[] = [
  getOne({
    path: '/forms/perform/:id', access: anyUser, answer: FormToPerform, notFound: 'Form not found', fetch: findFormToPerform,
    summary: "Get a form to perform, with its questions and the caller's answers",
    description: 'A form assigned to the caller; staff (persons.READ) may read any of the tenant\'s. 404 otherwise. A quiz\'s '
      + 'correct answers stay on the server.',
  }),
  route({
    method: 'GET', path: '/forms/perform/:id/download', access: anyUser, params: idParams, answer: pdf,
    summary: "Download a form with the caller's answers so far, as a PDF",
    handle: (ctx, { params }) => downloadForm(ctx, params.id),
  }),
  subList({
    path: '/forms/:id/documents', access: anyUser, item: FormDocument, fetch: formDocuments,
    summary: 'List the documents that come with a form', description: 'Each has the URL of its file. 404 when the form is not the caller\'s.',
  }),
  route({
    method: 'POST', path: '/forms/perform/:id/download/signed', access: anyUser, params: idParams, body: optionalNoBody, answer: pdf,
    summary: 'Download the submitted form as a PDF with the drawn signatures',
    description: '409 before the caller has submitted it.',
    handle: (ctx, { params }) => downloadSignedForm(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/forms/perform/:id/send', access: anyUser, params: idParams, body: optionalNoBody, answer: FormSent,
    summary: 'Send the submitted form to the office',
    description: 'Records the sending on the caller\'s result and answers the office address (the tenant\'s first mailbox); the '
      + 'reference server sends no e-mail yet. 409 before the caller has submitted the form.',
    handle: (ctx, { params }) => sendForm(ctx, params.id),
  }),
  route({
    method: 'GET', path: '/formQuestions/:id/file', access: anyUser, params: idParams, answer: FileOf(...uploadMediaTypes),
    summary: 'Get the picture or document that comes with a question',
    description: '404 when the question has none, or its form is not the caller\'s.',
    handle: (ctx, { params }) => questionFile(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/formResults/perform', access: anyUser, body: newFormAnswers, status: 201, answer: FormResult,
    summary: "Answer a form: submit, or keep a draft",
    description: 'JSON, or multipart with a file question\'s file as `file_<questionId>`. `submit: false` keeps a draft, in which '
      + 'required questions may stay empty; a question answered again replaces its draft answer. A quiz is scored on submit. 400 lists '
      + 'every answer refused; 409 once the form was submitted.',
    handle: (ctx, { body }) => performForm(ctx, body.formId, body),
  }),
  route({
    method: 'POST', path: '/formResults/perform/:id', access: anyUser, params: idParams, body: draftFormAnswers, answer: FormResult,
    summary: "Change the caller's draft answers, or submit them",
    description: 'As `POST /formResults/perform`, for a result of the caller\'s (404 otherwise); 409 once submitted.',
    handle: (ctx, { params, body }) => updateFormResult(ctx, params.id, body),
  }),
  subList({
    path: '/persons/:id/formsPerform', access: anyUser, item: FormSummary, fetch: (ctx, id, query) => personForms(ctx, id, false, query),
    summary: 'List the forms assigned to a person, soonest due first',
    description: 'Training quizzes are not among them. The person themselves, or staff.',
  }),
  subList({
    path: '/persons/:id/formsTrainingPerform', access: anyUser, item: FormSummary,
    summary: 'List the training quizzes assigned to a person, soonest due first', description: 'The person themselves, or staff.',
    fetch: (ctx, id, query) => personForms(ctx, id, true, query),
  }),
];
