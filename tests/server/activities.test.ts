// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Job, ListResponse } from '../../src/ground/contract';
import type { MyActivity } from '../../src/ground/contract/reference';
import { browserSubscription, startLocalPushService, type LocalPushService } from './localPushService';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

/**
 * Messages and requests (issue 32): an activity addressed to a person, or to nobody (the office's shared queue), is
 * read, marked done and answered by whom it is addressed to, and nobody else; its sender sees when. Each test writes
 * its own messages, with captions of its own.
 */
let service: LocalPushService;
let server: TestServer;
const tokens = { sam: '', dana: '', accountant: '', office: '', planner: '', pm: '', project: '' };
const persons = { sam: 0, dana: 0, pm: 0 };

beforeAll(async () => {
  service = await startLocalPushService();
  server = await startTestServer({ push: { agent: service.agent, tickSeconds: 0 } });
  tokens.sam = await server.login('crew@demo.test');
  tokens.dana = await server.login('chief@demo.test');
  tokens.accountant = await server.login('accountant@demo.test');
  tokens.office = await server.login('office@demo.test');
  tokens.planner = await server.login('planner@demo.test');
  tokens.pm = await server.login('pm@demo.test');
  tokens.project = await server.login('P-1001');
  persons.sam = personIdOf(tokens.sam);
  persons.dana = personIdOf(tokens.dana);
  persons.pm = personIdOf(tokens.pm);
}, 60_000);
afterAll(async () => {
  await server.close();
  await service.close();
  removeDataDir(server.dataDir);
});

/** Sam's message to `recipient` (a person id, or null for the office's shared queue), as the contact forms send it. */
async function samSends(caption: string, recipient: number | null): Promise<MyActivity> {
  const response = await server.call('POST', `/persons/${persons.sam}/activities`, tokens.sam, {
    caption, type: 'TODO_INT', body: `${caption}: the text`, personParty: persons.sam, category: 'contactCrewChief',
    parameters: recipient === null ? {} : { recipient },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (await server.call('GET', `/activities/${response.json<{ id: number }>().id}`, tokens.sam)).json<MyActivity>();
}
const listed = async (token: string, query: string) =>
  (await server.call('GET', `/activities?${query}`, token)).json<ListResponse<MyActivity>>().items;
const captionsOf = async (token: string, query: string) => (await listed(token, query)).map((activity) => activity.caption);
const post = (path: string, token: string, body?: unknown) => server.call('POST', path, token, body ?? {});

describe('a message to a person', () => {
  it('lands in the recipient\'s received box, unread, and in the sender\'s sent box, addressed', async () => {
    const sent = await samSends('Late at the gate', persons.dana);
    expect(sent).toMatchObject({
      received: false, readAt: null, doneAt: null, doneBy: null, recipient: { id: persons.dana, name: 'Dana de Vries' },
      createdBy: { name: 'Sam Crew', personId: persons.sam },
    });
    expect(await captionsOf(tokens.dana, 'box=received&state=open')).toContain('Late at the gate');
    expect(await captionsOf(tokens.dana, 'box=sent')).not.toContain('Late at the gate');
    expect(await captionsOf(tokens.sam, 'box=sent')).toContain('Late at the gate');
    expect(await captionsOf(tokens.sam, 'box=received')).not.toContain('Late at the gate');
    const [danas] = (await listed(tokens.dana, 'box=received')).filter((activity) => activity.id === sent.id);
    expect(danas).toMatchObject({ received: true, readAt: null });
  });

  it('is marked read by its recipient only, the first time counting; the sender sees when', async () => {
    const sent = await samSends('Parking question', persons.dana);
    expect((await post(`/activities/${sent.id}/read`, tokens.sam)).statusCode).toBe(403);
    expect((await post(`/activities/${sent.id}/read`, tokens.planner)).statusCode).toBe(404);
    expect((await post('/activities/999999/read', tokens.dana)).statusCode).toBe(404);
    const read = await post(`/activities/${sent.id}/read`, tokens.dana);
    expect(read.statusCode, read.body).toBe(200);
    const readAt = read.json<MyActivity>().readAt;
    expect(readAt).toEqual(expect.any(String));
    expect((await post(`/activities/${sent.id}/read`, tokens.dana)).json<MyActivity>().readAt).toBe(readAt);
    const [samSees] = (await listed(tokens.sam, 'box=sent')).filter((activity) => activity.id === sent.id);
    expect(samSees).toMatchObject({ readAt, doneAt: null });
  });

  it('is answered by its recipient: a message back to the sender, linked to it, which the sender receives', async () => {
    const sent = await samSends('Where is the van?', persons.dana);
    expect((await post(`/activities/${sent.id}/replies`, tokens.sam, { body: 'Me again' })).statusCode).toBe(403);
    expect((await post(`/activities/${sent.id}/replies`, tokens.office, { body: 'Not mine' })).statusCode).toBe(404);
    const replied = await post(`/activities/${sent.id}/replies`, tokens.dana, { body: 'Behind the stage door.' });
    expect(replied.statusCode, replied.body).toBe(201);
    const answer = replied.json<MyActivity>();
    expect(answer).toMatchObject({
      caption: 'Where is the van?', body: 'Behind the stage door.', type: 'TODO_INT', category: 'reply', received: false,
      recipient: { id: persons.sam, name: 'Sam Crew' }, parameters: { recipient: persons.sam, replyTo: sent.id },
      subject: sent.subject, createdBy: { name: 'Dana de Vries', personId: persons.dana },
    });
    expect((await server.call('GET', `/activities/${sent.id}`, tokens.sam)).json<MyActivity>().readAt).toEqual(expect.any(String));
    const samReceives = (await listed(tokens.sam, 'box=received&state=open')).find((activity) => activity.id === answer.id);
    expect(samReceives).toMatchObject({ received: true, readAt: null });
    expect((await listed(tokens.sam, `replyTo=${sent.id}`)).map((activity) => activity.id)).toEqual([answer.id]);
    const captioned = await post(`/activities/${answer.id}/replies`, tokens.sam, { body: 'Thanks!', caption: 'Found it' });
    expect(captioned.json<MyActivity>()).toMatchObject({ caption: 'Found it', recipient: { id: persons.dana } });
  });

  it('refuses an answer without text, with a caption too long or an unknown key, and writes nothing', async () => {
    const sent = await samSends('Bad answers', persons.dana);
    for (const body of [{}, { body: '' }, { body: 'x', caption: 'y'.repeat(201) }, { body: 'x', recipient: persons.dana }]) {
      const response = await post(`/activities/${sent.id}/replies`, tokens.dana, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    expect(await listed(tokens.sam, `replyTo=${sent.id}`)).toEqual([]);
  });

  it('is marked done by its recipient (and so read): it moves to done, keeping who and when', async () => {
    const sent = await samSends('Catering list', persons.dana);
    expect((await post(`/activities/${sent.id}/done`, tokens.sam)).statusCode).toBe(403);
    expect((await post(`/activities/${sent.id}/done`, tokens.accountant)).statusCode).toBe(404);
    const done = (await post(`/activities/${sent.id}/done`, tokens.dana)).json<MyActivity>();
    expect(done).toMatchObject({ doneBy: { name: 'Dana de Vries' }, doneAt: expect.any(String), readAt: expect.any(String) });
    expect((await post(`/activities/${sent.id}/done`, tokens.dana)).json<MyActivity>()).toMatchObject({ doneAt: done.doneAt });
    expect(await captionsOf(tokens.dana, 'box=received&state=done')).toContain('Catering list');
    expect(await captionsOf(tokens.dana, 'box=received&state=open')).not.toContain('Catering list');
    expect((await server.call('GET', `/activities/${sent.id}`, tokens.sam)).json<MyActivity>()).toMatchObject({ doneAt: done.doneAt });
  });

  it('is seen only by its sender and recipient: anyone else gets 404, as for an id that does not exist', async () => {
    const sent = await samSends('Just between us', persons.dana);
    expect((await server.call('GET', `/activities/${sent.id}`, tokens.dana)).statusCode).toBe(200);
    for (const token of [tokens.planner, tokens.accountant, tokens.office]) {
      expect((await server.call('GET', `/activities/${sent.id}`, token)).statusCode).toBe(404);
    }
    expect((await server.call('GET', '/activities/999999', tokens.dana)).statusCode).toBe(404);
    expect((await server.call('GET', `/activities/${sent.id}`, tokens.project)).statusCode).toBe(403);
  });
});

describe("a message about a job to its project's manager", () => {
  it("names the project's manager on the job, and the message the job's form sends reaches them, not the office", async () => {
    const jobs = (await server.call('GET', '/jobs', tokens.sam)).json<ListResponse<Job>>().items;
    const job = jobs.find((candidate) => candidate.projectManager?.personId === persons.pm)!;
    expect(job.projectManager, "one of Sam's jobs is on a project pm@demo.test manages").toMatchObject({ personId: persons.pm });
    const response = await post(`/projectCrewItems/${job.id}/activities`, tokens.sam, {
      caption: 'Where do we park the van?', type: 'TODO_INT', body: 'Is there parking at the loading dock?', personParty: persons.sam,
      category: 'contactProjectManager', parameters: { recipient: job.projectManager!.personId, dueDate: '01.12.2026' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await captionsOf(tokens.pm, 'box=received&state=open')).toContain('Where do we park the van?');
    expect(await captionsOf(tokens.office, 'box=received&state=open')).not.toContain('Where do we park the van?');
    expect(await listed(tokens.sam, 'box=sent')).toEqual(expect.arrayContaining([
      expect.objectContaining({ caption: 'Where do we park the van?', recipient: { id: persons.pm, name: job.projectManager!.name } }),
    ]));
  });
});

describe('a request to the office (addressed to nobody: the shared queue)', () => {
  it('reaches every staff login with persons.READ, one of whom marks it done; others and the crew may not', async () => {
    const sent = await samSends('Change of personal data: new phone', null);
    expect(sent.recipient).toBeNull();
    for (const token of [tokens.accountant, tokens.office, tokens.planner]) {
      expect(await captionsOf(token, 'box=received&state=open')).toContain('Change of personal data: new phone');
    }
    expect((await post(`/activities/${sent.id}/done`, tokens.dana)).statusCode).toBe(404);
    expect((await post(`/activities/${sent.id}/done`, tokens.sam)).statusCode).toBe(403);
    const done = await post(`/activities/${sent.id}/done`, tokens.accountant);
    expect(done.json<MyActivity>()).toMatchObject({ received: true, doneBy: { name: 'Anne Smit' } });
    expect(await captionsOf(tokens.office, 'box=received&state=open')).not.toContain('Change of personal data: new phone');
    expect(await captionsOf(tokens.office, 'box=received&state=done')).toContain('Change of personal data: new phone');
    const answered = await post(`/activities/${sent.id}/replies`, tokens.accountant, { body: 'Changed.' });
    expect(answered.json<MyActivity>()).toMatchObject({ recipient: { id: persons.sam }, parameters: { replyTo: sent.id } });
    expect((await server.call('GET', `/activities/${sent.id}`, tokens.sam)).json<MyActivity>()).toMatchObject({ doneBy: { name: 'Anne Smit' } });
  });
});

describe('a message from a project login', () => {
  it('is read by its recipient but cannot be answered in the app: its sender has no person (409)', async () => {
    const written = await post('/projects/1001/activities', tokens.project, {
      caption: 'Stage plan', type: 'TODO_INT', body: 'Is the stage plan final?', parameters: { recipient: persons.pm },
    });
    expect(written.statusCode, written.body).toBe(201);
    const id = written.json<{ id: number }>().id;
    expect((await server.call('GET', `/activities/${id}`, tokens.pm)).json<MyActivity>()).toMatchObject({ received: true, createdBy: { personId: null } });
    expect((await post(`/activities/${id}/read`, tokens.pm)).statusCode).toBe(200);
    expect((await post(`/activities/${id}/replies`, tokens.pm, { body: 'Yes.' })).statusCode).toBe(409);
  });
});

describe('push', () => {
  /** Subscribes the login's browser at `path` of the local push service; answers what it shows, decrypted. */
  async function subscribed(token: string, path: string): Promise<() => unknown[]> {
    const subscription = browserSubscription(`${service.origin}${path}`);
    const { decrypt: _decrypt, ...body } = subscription;
    expect((await post('/setPushNotificationSubscription', token, body)).statusCode).toBe(200);
    return () => service.received.filter((push) => push.path === path).map((push) => JSON.parse(subscription.decrypt(push.body)) as unknown);
  }

  it('tells a subscribed recipient of a message and of an answer, in their language, opening it in the app', async () => {
    const danaSees = await subscribed(tokens.dana, '/push/dana');
    const samSees = await subscribed(tokens.sam, '/push/sam');
    const sent = await samSends('Pushed question', persons.dana);
    await server.app.push.settled();
    expect(danaSees()).toEqual([{ title: 'Bericht van Sam Crew', body: 'Pushed question', url: `/messages/${sent.id}`, tag: `message-${sent.id}` }]);
    const answer = (await post(`/activities/${sent.id}/replies`, tokens.dana, { body: 'Pushed answer' })).json<MyActivity>();
    await samSends('To the office, no push', null);
    await server.app.push.settled();
    expect(samSees()).toEqual([{ title: 'Message from Dana de Vries', body: 'Pushed question', url: `/messages/${answer.id}`, tag: `message-${answer.id}` }]);
    expect(danaSees()).toHaveLength(1);
  });
});
