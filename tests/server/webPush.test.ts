// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job, ListResponse, PushNotificationKey } from '../../src/ground/contract';
import type { CrewDocument } from '../../src/ground/contract/documents';
import { browserSubscription, startLocalPushService, type BrowserSubscription, type LocalPushService } from './localPushService';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { pngBytes } from './uploadFixtures';
import { personIdOf } from './tokenPerson';

/**
 * Web Push that arrives: a push service on this machine (HTTPS, its certificate trusted through the server's push
 * agent) receives what the server sends, and the test decrypts it with the subscription's private key, as a browser
 * would. The scheduler's timer is off (tickSeconds 0): the test ticks it, at moments it sets on the clock.
 */
let service: LocalPushService;
let server: TestServer;
const tokens: Record<'sam' | 'chief' | 'office' | 'planner' | 'project', string> = { sam: '', chief: '', office: '', planner: '', project: '' };
beforeAll(async () => {
  service = await startLocalPushService();
  server = await startTestServer({ push: { agent: service.agent, tickSeconds: 0 } });
  tokens.sam = await server.login('crew@demo.test');
  tokens.chief = await server.login('chief@demo.test');
  tokens.office = await server.login('office@demo.test');
  tokens.planner = await server.login('pm@demo.test');
  tokens.project = await server.login('P-1001');
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await server.close();
  await service.close();
  removeDataDir(server.dataDir);
});

interface Shown { title: string; body: string; url: string; tag: string }

const subscribe = async (token: string, path: string): Promise<BrowserSubscription> => {
  const subscription = browserSubscription(`${service.origin}${path}`);
  const { decrypt: _decrypt, ...body } = subscription;
  const response = await server.call('POST', '/setPushNotificationSubscription', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return subscription;
};
/** What the push service received for `path`, decrypted as the subscription's browser reads it. */
const shownAt = (path: string, subscription: BrowserSubscription): Shown[] =>
  service.received.filter((push) => push.path === path).map((push) => JSON.parse(subscription.decrypt(push.body)) as Shown);
const jobsOf = async (token: string) => (await server.call('GET', '/jobs?period=upcoming', token)).json<ListResponse<Job>>().items;
const setStatus = async (crewItemId: number, status: string) => {
  const response = await server.call('POST', '/projectCrewItemStatus', tokens.planner, { crewItemId, status });
  expect(response.statusCode, response.body).toBe(201);
  await server.app.push.settled();
};
const startOf = (job: Job) => {
  const [year, month, day] = job.startDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = job.startTime.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes);
};

describe('the VAPID key', () => {
  it('is served to every session, the same to each: a P-256 public key the push service sees in every message', async () => {
    const keys = await Promise.all([tokens.sam, tokens.project].map((token) => server.call('GET', '/pushNotificationKey', token)));
    expect(keys.map((response) => response.statusCode)).toEqual([200, 200]);
    const [sams, projects] = keys.map((response) => response.json<PushNotificationKey>().publicKey);
    expect(sams).toBe(projects);
    expect(Buffer.from(sams!, 'base64url')).toHaveLength(65);
    expect((await server.call('GET', '/pushNotificationKey')).statusCode).toBe(401);
  });
});

describe('sending', () => {
  let sam: BrowserSubscription;
  let offered: Job;
  beforeAll(async () => {
    sam = await subscribe(tokens.sam, '/push/sam');
  });

  it('sends ONE encrypted push when a job is offered to a subscribed person, with the job\'s title and its link', async () => {
    offered = (await jobsOf(tokens.sam)).find((job) => job.status === 'confirmed')!;
    await setStatus(offered.id, 'requested');
    const received = service.received.filter((push) => push.path === '/push/sam');
    expect(received).toHaveLength(1);
    const publicKey = (await server.call('GET', '/pushNotificationKey', tokens.sam)).json<PushNotificationKey>().publicKey;
    expect(received[0]!.headers).toMatchObject({
      'content-encoding': 'aes128gcm', urgency: 'normal', topic: `job-${offered.id}`,
      authorization: expect.stringMatching(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`)),
    });
    expect(shownAt('/push/sam', sam)).toEqual([{
      title: `New job: ${offered.project.name}`,
      body: expect.stringMatching(new RegExp(`^${offered.function} on .+ from ${offered.startTime.slice(0, 5)}\\. Open it to confirm\\.$`)),
      url: `/jobs/${offered.id}`, tag: `job-${offered.id}`,
    }]);
  });

  it('tells the next signatory that a document waits for their signature, and not the one who just signed', async () => {
    const office = await subscribe(tokens.office, '/push/office');
    const documents = (await server.call('GET', `/persons/${personIdOf(tokens.sam)}/documents`, tokens.sam)).json<ListResponse<CrewDocument>>();
    const contract = documents.items.find((document) => document.caption.startsWith('Part-time contract'))!;
    const signature = `data:image/png;base64,${pngBytes(40, 20).toString('base64')}`;
    const signed = await server.call('POST', `/documents/${contract.id}/sign/${contract.signatories[0]!.id}`, tokens.sam, { signature });
    expect(signed.statusCode, signed.body).toBe(200);
    await server.app.push.settled();
    expect(shownAt('/push/office', office)).toEqual([{
      title: 'Your signature, please', body: `${contract.caption} waits for your signature.`,
      url: `/documents/${contract.id}`, tag: `document-${contract.id}`,
    }]);
    expect(shownAt('/push/sam', sam)).toHaveLength(1);
  });

  it('sends a pre-call reminder once, at the pre-call time (120 minutes) before the job, however often the scheduler ticks', async () => {
    const job = (await jobsOf(tokens.sam)).find((one) => one.status === 'confirmed' && one.id !== offered.id)!;
    const reminders = () => shownAt('/push/sam', sam).filter((shown) => shown.tag === `job-${job.id}`);
    const start = startOf(job).getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - 121 * 60_000);
    await server.app.push.tick();
    expect(reminders()).toEqual([]);

    vi.setSystemTime(start - 120 * 60_000);
    await server.app.push.tick();
    expect(reminders()).toEqual([{
      title: `Pre-call: ${job.project.name}`,
      body: expect.stringMatching(new RegExp(`^${job.function} starts at ${job.startTime.slice(0, 5)} on .+, ${job.location?.name ?? job.project.name}\\.$`)),
      url: `/jobs/${job.id}`, tag: `job-${job.id}`,
    }]);
    expect(service.received.at(-1)!.headers).toMatchObject({ urgency: 'high', ttl: '7200' });

    vi.setSystemTime(start - 30 * 60_000);
    await server.app.push.tick();
    await Promise.all([server.app.push.tick(), server.app.push.tick()]);
    expect(reminders()).toHaveLength(1);
    vi.useRealTimers();
  });

  it('writes in the user\'s language, and removes a subscription the push service answers 410 (gone) for: the next message is not sent', async () => {
    // chief@demo.test reads Dutch.
    const chief = await subscribe(tokens.chief, '/gone/chief');
    const job = (await jobsOf(tokens.chief)).find((one) => one.status === 'confirmed')!;
    await setStatus(job.id, 'changed');
    expect(shownAt('/gone/chief', chief)).toEqual([expect.objectContaining({ title: `Dienst gewijzigd: ${job.project.name}`, url: `/jobs/${job.id}` })]);
    await setStatus(job.id, 'requested');
    expect(shownAt('/gone/chief', chief)).toHaveLength(1);
  });
});
