import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/api/ApiFailure';
import { answerWithinMs, sendByFetch, wireAddress, type WireRequest } from '../../src/api/wire';

const origin = 'https://crew.example';

function request(change: Partial<WireRequest> = {}): WireRequest {
  return { method: 'GET', base: '/api/v1', path: '/jobs', headers: { Type: 'MOBILE' }, as: 'json', ...change };
}

/** A fetch that answers `answer` and remembers what it was asked. */
function server(answer: (init: RequestInit) => Promise<Response> | Response) {
  const asked: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return answer(init);
  }) as typeof fetch;
  return { asked, send };
}

/** A fetch that never answers, but stops as a real one does when its signal aborts. */
const hanging = server((init) => new Promise<Response>((_, reject) => {
  init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
}));

afterEach(() => vi.useRealTimers());

describe('a request on the wire', () => {
  it('has the base, the path and the query in its address, without empty values and with a list under its name again', () => {
    expect(wireAddress({ base: '/api/v1/', path: '/jobs', query: { period: 'upcoming', page: 1, none: null, empty: '', crew: [3, 4] } }, origin))
      .toBe('https://crew.example/api/v1/jobs?period=upcoming&page=1&crew=3&crew=4');
    expect(wireAddress({ base: 'https://api.other.example/v1', path: '/jobs' }, origin)).toBe('https://api.other.example/v1/jobs');
  });

  it('sends JSON with its type, a form as it is, no cookies, and answers the status, the JSON and the headers', async () => {
    const { asked, send } = server(() => new Response('{"id":3}', { status: 201, headers: { 'Content-Type': 'application/json', 'X-Thing': 'a' } }));
    const answer = await sendByFetch(request({ method: 'POST', data: { note: 'hi' } }), send, origin);
    expect(answer).toEqual({ status: 201, body: { id: 3 }, headers: { 'content-type': 'application/json', 'x-thing': 'a' } });
    expect(asked[0]!.init).toMatchObject({ method: 'POST', body: '{"note":"hi"}', credentials: 'omit', headers: { Type: 'MOBILE', 'Content-Type': 'application/json' } });
    const form = new FormData();
    form.set('caption', 'Stage');
    await sendByFetch(request({ method: 'POST', data: form }), send, origin);
    expect(asked[1]!.init.body).toBe(form);
    expect(asked[1]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('answers a refusal as it came, and a body that is not JSON as its text', async () => {
    const refused = server(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendByFetch(request(), refused.send, origin)).resolves.toMatchObject({ status: 502, body: '<html>Bad gateway</html>' });
    const empty = server(() => new Response(null, { status: 204 }));
    await expect(sendByFetch(request(), empty.send, origin)).resolves.toMatchObject({ status: 204, body: undefined });
  });

  it('reads a file as a Blob, and a refusal of a file as the server\'s JSON error', async () => {
    const file = server(() => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const answer = await sendByFetch(request({ as: 'blob' }), file.send, origin);
    expect(await (answer.body as Blob).text()).toBe('%PDF-1.7');
    const refused = server(() => new Response('{"error":{"code":"forbidden","message":"No"}}', { status: 403 }));
    await expect(sendByFetch(request({ as: 'blob' }), refused.send, origin)).resolves.toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
  });

  it('fails as offline when no answer comes: unreachable, or nothing within the wait', async () => {
    const unreachable = server(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendByFetch(request(), unreachable.send, origin)).rejects.toMatchObject({ code: 'offline', status: 0 });
    vi.useFakeTimers();
    const waiting = sendByFetch(request(), hanging.send, origin).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(answerWithinMs);
    const failure = await waiting;
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 'offline', status: 0 });
  });

  it('fails as cancelled when its signal aborts, before or while it is sent', async () => {
    const before = new AbortController();
    before.abort();
    await expect(sendByFetch(request({ signal: before.signal }), hanging.send, origin)).rejects.toMatchObject({ code: 'cancelled' });
    const during = new AbortController();
    const sent = sendByFetch(request({ signal: during.signal }), hanging.send, origin);
    during.abort();
    await expect(sent).rejects.toMatchObject({ code: 'cancelled' });
  });
});
