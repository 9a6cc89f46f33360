import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/ApiFailure';
import type { OutboxEntry } from '../../../src/outbox/outboxEntry';
import { fetchEntry } from '../../../src/outbox/worker/fetchEntry';

const sender = { personId: 7, token: 'the-token', apiBase: '/api/v1' };
const origin = 'https://crew.example';

function entry(change: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'key-1', personId: 7, method: 'POST', path: '/jobs/12/confirmation', body: { kind: 'none' }, label: 'jobs.confirm',
    createdAt: '2026-11-27T08:00:00.000Z', state: 'waiting', size: 0, ...change,
  };
}

/** A fetch that answers `answer` and remembers what it was asked. */
function server(answer: () => Response) {
  const asked: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { asked, send };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sending a kept write from the service worker (fetch)', () => {
  it('sends it to the api with the session’s token, the app’s Type header and the entry’s key, and answers the body', async () => {
    const { asked, send } = server(() => json(200, { confirmed: true }));
    const answer = await fetchEntry(sender, origin, send)(entry({ body: { kind: 'json', value: { note: 'on my way' } }, query: { day: '2026-12-01', ids: [1, 2], empty: '' } }));
    expect(answer).toEqual({ confirmed: true });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('https://crew.example/api/v1/jobs/12/confirmation?day=2026-12-01&ids=1&ids=2');
    expect(asked[0]!.init).toMatchObject({
      method: 'POST', body: '{"note":"on my way"}',
      headers: { Authorization: 'Bearer the-token', Type: 'MOBILE', 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' },
    });
  });

  it('sends a kept multipart form as a form again, files with their names, without a JSON type', async () => {
    const { asked, send } = server(() => new Response(null, { status: 204 }));
    const photo = new Blob(['png bytes'], { type: 'image/png' });
    await fetchEntry(sender, origin, send)(entry({ body: { kind: 'form', parts: [{ name: 'caption', value: 'Stage' }, { name: 'file', file: photo, fileName: 'stage.png' }] } }));
    const body = asked[0]!.init.body as FormData;
    expect(body.get('caption')).toBe('Stage');
    expect((body.get('file') as File).name).toBe('stage.png');
    expect(asked[0]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('a server that cannot be reached is status 0 (the entry waits); a refusal carries the server’s code and message', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchEntry(sender, origin, offline)(entry())).rejects.toMatchObject({ status: 0, code: 'offline' });
    const refused = server(() => json(409, { error: { code: 'job_cancelled', message: 'The job was cancelled.' } }));
    const failure = await fetchEntry(sender, origin, refused.send)(entry()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 409, code: 'job_cancelled', message: 'The job was cancelled.' });
  });

  it('an unavailable server\'s Retry-After comes with the failure', async () => {
    const unavailable = server(() => new Response(JSON.stringify({ error: { code: 'service_unavailable', message: 'Try again in a moment.' } }), {
      status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
    }));
    await expect(fetchEntry(sender, origin, unavailable.send)(entry())).rejects.toMatchObject({ status: 503, code: 'service_unavailable', retryAfterSeconds: 5 });
  });
});
