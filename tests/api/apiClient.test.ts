import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, connectSession, setWire } from '../../src/api/apiClient';
import type { WireRequest } from '../../src/api/wire';

/** Answers 401 to any token but `fresh`, and records what each request was sent with. */
function serverAccepting(fresh: string) {
  const seen: { url: string; authorization: string; type: string }[] = [];
  const answering = async (request: WireRequest) => {
    const authorization = request.headers.Authorization ?? '';
    seen.push({ url: request.path, authorization, type: request.headers.Type ?? '' });
    const status = authorization === `Bearer ${fresh}` ? 200 : 401;
    return { status, body: { ok: status === 200 }, headers: {} };
  };
  setWire(answering);
  return { seen, answering };
}

const get = (path: string) => apiCall({ method: 'GET', path });

afterEach(() => {
  connectSession({ token: () => null, refresh: async () => null });
  setWire(null);
});

describe('api client and the session', () => {
  it('sends the Type header and the bearer token', async () => {
    const { seen } = serverAccepting('t1');
    connectSession({ token: () => 't1', refresh: async () => null });
    await get('/jobs');
    expect(seen[0]).toEqual({ url: '/jobs', authorization: 'Bearer t1', type: 'MOBILE' });
  });

  it('refreshes once for concurrent 401s and retries each call once with the new token', async () => {
    let token = 'old';
    // The renewal stays on its way until all three calls have been refused with the old token.
    let renew = () => {};
    const renewed = new Promise<void>((resolve) => {
      renew = resolve;
    });
    const refresh = vi.fn(async () => {
      await renewed;
      token = 'new';
      return token;
    });
    connectSession({ token: () => token, refresh });
    const { seen } = serverAccepting('new');
    const calls = Promise.all([get('/jobs'), get('/payrolls'), get('/tenant')]);
    await vi.waitFor(() => expect(seen.filter((request) => request.authorization === 'Bearer old')).toHaveLength(3));
    renew();
    const answers = await calls;
    expect(answers.map((answer) => answer.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.filter((request) => request.authorization === 'Bearer new')).toHaveLength(3);
  });

  it('refreshes once for 401s arriving one after another: a call refused with the replaced token retries with the current one', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return token;
    });
    connectSession({ token: () => token, refresh });
    const { seen, answering } = serverAccepting('new');
    // All four are sent with the old token; their refusals arrive one by one, each after the previous call is done
    // (as 401s at 0, 400, 900 and 1500 ms would), so every refusal after the first meets a fresh token already there.
    const releases = new Map<string, () => void>();
    setWire(async (request) => {
      if (request.headers.Authorization === 'Bearer old') await new Promise<void>((release) => releases.set(request.path, release));
      return answering(request);
    });
    const urls = ['/a', '/b', '/c', '/d'];
    const calls = urls.map((url) => get(url));
    await vi.waitFor(() => expect([...releases.keys()].sort()).toEqual(urls));
    for (const [index, url] of urls.entries()) {
      releases.get(url)!();
      expect((await calls[index]!).data).toEqual({ ok: true });
    }
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.filter((request) => request.authorization === 'Bearer new').map((request) => request.url)).toEqual(urls);
  });

  it('gives up after one retry, and when the refresh fails', async () => {
    const refresh = vi.fn(async () => 'still-refused');
    connectSession({ token: () => 'old', refresh });
    serverAccepting('never');
    await expect(get('/jobs')).rejects.toMatchObject({ name: 'ApiFailure', status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => null);
    connectSession({ token: () => 'old', refresh: failing });
    await expect(get('/jobs')).rejects.toMatchObject({ name: 'ApiFailure', status: 401 });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the login call itself', async () => {
    const refresh = vi.fn(async () => 'x');
    connectSession({ token: () => 'old', refresh });
    serverAccepting('never');
    await expect(apiCall({ method: 'POST', path: '/auth/token', data: {} })).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends a call\'s own token instead of the session\'s', async () => {
    const { seen } = serverAccepting('given');
    connectSession({ token: () => 'session', refresh: async () => null });
    await apiCall({ method: 'GET', path: '/userRights', headers: { Authorization: 'Bearer given' } });
    expect(seen).toEqual([{ url: '/userRights', authorization: 'Bearer given', type: 'MOBILE' }]);
  });

  it('turns a refusal into the server\'s ApiFailure, with its Retry-After', async () => {
    setWire(async () => ({ status: 503, body: { error: { code: 'unavailable', message: 'errors.unavailable' } }, headers: { 'retry-after': '30' } }));
    await expect(get('/jobs')).rejects.toMatchObject({ status: 503, code: 'unavailable', message: 'errors.unavailable', retryAfterSeconds: 30 });
  });
});
