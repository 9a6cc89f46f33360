import type { ListResponse } from '../../../src/ground/contract';
import type { FormResult, FormSummary, FormToPerform } from '../../../src/ground/contract/forms';
import type { CallSamples, SampleApi } from './CallSample';
import { personIdOf } from '../tokenPerson';

const crew = 'crew@demo.test';
const chief = 'chief@demo.test';

const formNamed = async (api: SampleApi, title: string, login = crew, training = false) => {
  const person = personIdOf(await api.server.login(login));
  const list = await api.get<ListResponse<FormSummary>>(`/persons/${person}/${training ? 'formsTrainingPerform' : 'formsPerform'}`, login);
  const found = list.items.find((form) => form.title.startsWith(title));
  if (!found) throw new Error(`No demo form "${title}" for ${login}`);
  return api.get<FormToPerform>(`/forms/perform/${found.id}`, login);
};
const questions = (form: FormToPerform) => form.sections.flatMap((section) => section.questions);

/** Real calls for this part of section 7. */
export const formsSamples: CallSamples = {
  'GET /forms/perform/:id': { login: crew, path: async (api) => `/forms/perform/${(await formNamed(api, 'Pre-job')).id}` },
  'GET /forms/perform/:id/download': { login: crew, path: async (api) => `/forms/perform/${(await formNamed(api, 'Pre-job')).id}/download` },
  'GET /forms/:id/documents': { login: crew, path: async (api) => `/forms/${(await formNamed(api, 'Security check')).id}/documents` },
  'POST /forms/perform/:id/download/signed': { login: chief, path: async (api) => `/forms/perform/${(await formNamed(api, 'Security check', chief)).id}/download/signed` },
  'POST /forms/perform/:id/send': { login: chief, path: async (api) => `/forms/perform/${(await formNamed(api, 'Security check', chief)).id}/send` },
  'GET /formQuestions/:id/file': {
    login: crew, path: async (api) => questions(await formNamed(api, 'Pre-job')).find((question) => question.fileUrl)!.fileUrl!.replace('/api/v1', ''),
  },
  'POST /formResults/perform': {
    login: crew, status: 201,
    body: async (api: SampleApi) => {
      const quiz = await formNamed(api, 'Training quiz', crew, true);
      const answers = Object.fromEntries(questions(quiz).map((question) => [question.id, question.kind === 'checkbox' ? true : question.options.choices![0]]));
      return { formId: quiz.id, answers };
    },
  },
  'POST /formResults/perform/:id': {
    login: crew, body: async (api: SampleApi) => ({ answers: { [questions(await formNamed(api, 'Pre-job'))[2]!.id]: 43 }, submit: false }),
    path: async (api) => {
      const form = await formNamed(api, 'Pre-job');
      const draft = await api.post<FormResult>('/formResults/perform', crew, { formId: form.id, answers: { [questions(form)[0]!.id]: 'Alex Crew, +31 6 5555 0000' }, submit: false });
      return `/formResults/perform/${draft.id}`;
    },
  },
  'GET /persons/:id/formsPerform': { login: crew, path: async (api) => `/persons/${personIdOf(await api.server.login(crew))}/formsPerform` },
  'GET /persons/:id/formsTrainingPerform': { login: crew, path: async (api) => `/persons/${personIdOf(await api.server.login(crew))}/formsTrainingPerform` },
};
