// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { FormDocument, FormResult, FormSummary, FormToPerform } from '../../src/ground/contract/forms';
import { callMultipart, removeDataDir, startTestServer, type TestServer } from './testServer';
import { exeBytes, pdfBytes, pngBytes } from './uploadFixtures';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let sam: string;
let chief: string;
let prejob: FormToPerform;
const signature = `data:image/png;base64,${pngBytes(40, 20).toString('base64')}`;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  chief = await server.login('chief@demo.test');
  prejob = await formOf(sam, 'Pre-job');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

async function formOf(token: string, title: string, training = false): Promise<FormToPerform> {
  const list = await server.call('GET', `/persons/${personIdOf(token)}/${training ? 'formsTrainingPerform' : 'formsPerform'}`, token);
  const summary = list.json<ListResponse<FormSummary>>().items.find((form) => form.title.startsWith(title))!;
  return (await server.call('GET', `/forms/perform/${summary.id}`, token)).json<FormToPerform>();
}
const q = (form: FormToPerform, label: string) => form.sections.flatMap((s) => s.questions).find((question) => question.label.startsWith(label))!.id;

describe('forms to perform', () => {
  it('has questions of every kind in sections, without the quiz answer key', async () => {
    const kinds = new Set(prejob.sections.flatMap((section) => section.questions.map((question) => question.kind)));
    expect([...kinds].sort()).toEqual(['checkbox', 'date', 'file', 'number', 'select', 'signature', 'text', 'textarea']);
    expect(prejob).toMatchObject({ status: 'todo', result: null, kind: 'questionnaire' });
    const quiz = await formOf(sam, 'Training quiz', true);
    expect(JSON.stringify(quiz)).not.toContain('correct');
  });

  it("hides another person's forms (404) and serves question files, documents and a PDF", async () => {
    expect((await server.call('GET', `/forms/perform/${prejob.id}`, chief)).statusCode).toBe(404);
    expect((await server.call('GET', `/persons/${personIdOf(sam)}/formsPerform`, chief)).statusCode).toBe(404);
    const picture = prejob.sections.flatMap((s) => s.questions).find((question) => question.fileUrl)!;
    const file = await server.call('GET', picture.fileUrl!.replace('/api/v1', ''), sam);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await server.call('GET', picture.fileUrl!.replace('/api/v1', ''), chief)).statusCode).toBe(404);
    const documents = (await server.call('GET', `/forms/${prejob.id}/documents`, sam)).json<ListResponse<FormDocument>>();
    const pdf = await server.call('GET', documents.items[0]!.url.replace('/api/v1', ''), sam);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await server.call('GET', `/forms/perform/${prejob.id}/download`, sam);
    expect(download.headers['content-type']).toBe('application/pdf');
  });
});

describe('answers', () => {
  it('validates each answer by its question and the required ones, with details per question, and writes nothing', async () => {
    const response = await server.call('POST', '/formResults/perform', sam, {
      formId: prejob.id,
      answers: { [q(prejob, 'Medical')]: 'nuts\u0000', [q(prejob, 'Shoe size')]: 60, [q(prejob, 'Date of')]: '2026-02-30', [q(prejob, 'How will')]: 'Helicopter',
        [q(prejob, 'I will bring')]: false, [q(prejob, 'Your signature')]: 'not a png', 999999: 'x',
        [q(prejob, 'Your VCA')]: `data:image/png;base64,${exeBytes().toString('base64')}` },
    });
    expect(response.statusCode).toBe(400);
    const details = response.json<ApiError>().error.details!;
    const byPath = Object.fromEntries(details.map((detail) => [detail.path, detail.message]));
    expect(byPath).toMatchObject({
      [`answers.${q(prejob, 'Emergency')}`]: expect.stringContaining('is required'),
      [`answers.${q(prejob, 'Shoe size')}`]: 'must be from 35 to 50',
      [`answers.${q(prejob, 'Medical')}`]: 'must not contain NUL characters',
      [`answers.${q(prejob, 'Date of')}`]: 'must be a date written YYYY-MM-DD',
      [`answers.${q(prejob, 'How will')}`]: expect.stringContaining('must be one of'),
      [`answers.${q(prejob, 'I will bring')}`]: 'must be ticked',
      [`answers.${q(prejob, 'Your signature')}`]: expect.stringContaining('PNG data URL'),
      [`answers.${q(prejob, 'Your VCA')}`]: expect.stringContaining('must be a pdf, png, jpeg file'),
      'answers.999999': 'is not a question of this form',
    });
    expect((await formOf(sam, 'Pre-job')).status).toBe('todo');
  });

  it('keeps a draft, updates it (with a file in multipart), submits it, then refuses changes (409)', async () => {
    const draft = await server.call('POST', '/formResults/perform', sam, { formId: prejob.id, answers: { [q(prejob, 'Emergency')]: 'Alex Crew, +31 6 5555 0000' }, submit: false });
    expect(draft.statusCode, draft.body).toBe(201);
    const result = draft.json<FormResult>();
    expect(result.status).toBe('draft');
    const withFile = await callMultipart(server, `/formResults/perform/${result.id}`, sam,
      { answers: JSON.stringify({ [q(prejob, 'Shoe size')]: '44' }), submit: 'false' },
      { [`file_${q(prejob, 'Your VCA')}`]: { name: 'vca.pdf', type: 'application/pdf', bytes: pdfBytes() } });
    expect(withFile.statusCode, withFile.body).toBe(200);
    expect(withFile.json<FormResult>().answers).toMatchObject({ [q(prejob, 'Shoe size')]: 44, [q(prejob, 'Your VCA')]: { fileName: 'vca.pdf' } });
    const missing = await server.call('POST', `/formResults/perform/${result.id}`, sam, { answers: {} });
    expect(missing.json<ApiError>().error.details?.map((d) => d.path).sort()).toEqual(
      [q(prejob, 'How will'), q(prejob, 'I will bring'), q(prejob, 'Your signature')].map((id) => `answers.${id}`).sort());
    const submitted = await server.call('POST', `/formResults/perform/${result.id}`, sam, {
      answers: { [q(prejob, 'How will')]: 'Bike', [q(prejob, 'I will bring')]: true, [q(prejob, 'Your signature')]: signature, [q(prejob, 'Date of')]: '2025-11-03' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<FormResult>()).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    expect((await server.call('POST', `/formResults/perform/${result.id}`, sam, { answers: {} })).statusCode).toBe(409);
    expect((await server.call('POST', `/formResults/perform/${result.id}`, chief, { answers: {} })).statusCode).toBe(404);
    const signed = await server.call('POST', `/forms/perform/${prejob.id}/download/signed`, sam);
    expect(signed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sent = await server.call('POST', `/forms/perform/${prejob.id}/send`, sam);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('scores a training quiz; sending an unsubmitted form is a 409', async () => {
    const quiz = await formOf(chief, 'Training quiz', true);
    expect((await server.call('POST', `/forms/perform/${quiz.id}/send`, chief)).statusCode).toBe(409);
    const questions = quiz.sections.flatMap((s) => s.questions);
    const answers = Object.fromEntries(questions.map((question, index) =>
      [question.id, question.kind === 'checkbox' ? true : index === 1 ? '5 kN' : question.options.choices!.find((c) => /Before|Taken|Everyone/.test(c))]));
    const response = await server.call('POST', '/formResults/perform', chief, { formId: quiz.id, answers });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<FormResult>().score).toBe(75);
  });
});
