import { downloadForm, downloadSignedForm, formDocuments, questionFile, sendForm } from '../../store/formFiles';
import { performForm, updateFormResult } from '../../store/formResultStore';
import { findFormToPerform, personForms } from '../../store/formStore';
import { anyUser } from '../accessRules';
import { object } from '../fields';
import { getOne, idParams, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../route';
import { answersBody } from './formAnswersBody';

const newAnswers = answersBody(true);
const draftAnswers = answersBody(false);
const noBody = object({}, { unknownKeys: 'reject' });
const optionalNoBody = (value: unknown, path: string, problems: { path: string; message: string }[]) =>
  value === undefined ? {} : noBody(value, path, problems);

/** Forms to perform (questionnaires, training quizzes, security checks): reading, answering, downloading and sending. */
export const formRoutes: readonly ApiRoute[] = [
  getOne({ path: '/forms/perform/:id', access: anyUser, notFound: 'Form not found', fetch: findFormToPerform }),
  route({ method: 'GET', path: '/forms/perform/:id/download', access: anyUser, params: idParams, handle: (ctx, { params }) => downloadForm(ctx, params.id) }),
  subList({ path: '/forms/:id/documents', access: anyUser, fetch: formDocuments }),
  route({
    method: 'POST', path: '/forms/perform/:id/download/signed', access: anyUser, params: idParams, body: optionalNoBody,
    handle: (ctx, { params }) => downloadSignedForm(ctx, params.id),
  }),
  route({
    method: 'POST', path: '/forms/perform/:id/send', access: anyUser, params: idParams, body: optionalNoBody,
    handle: (ctx, { params }) => sendForm(ctx, params.id),
  }),
  route({ method: 'GET', path: '/formQuestions/:id/file', access: anyUser, params: idParams, handle: (ctx, { params }) => questionFile(ctx, params.id) }),
  route({
    method: 'POST', path: '/formResults/perform', access: anyUser, body: newAnswers, status: 201,
    handle: (ctx, { body }) => performForm(ctx, body.formId, body),
  }),
  route({
    method: 'POST', path: '/formResults/perform/:id', access: anyUser, params: idParams, body: draftAnswers,
    handle: (ctx, { params, body }) => updateFormResult(ctx, params.id, body),
  }),
  subList({ path: '/persons/:id/formsPerform', access: anyUser, fetch: (ctx, id, query) => personForms(ctx, id, false, query) }),
  subList({ path: '/persons/:id/formsTrainingPerform', access: anyUser, fetch: (ctx, id, query) => personForms(ctx, id, true, query) }),
];
