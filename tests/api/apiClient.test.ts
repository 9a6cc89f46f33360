import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api, connectSession } from '../../src/api/apiClient';

/** Answers 401 to any token but `fresh`, and counts refreshes. */
function serverAccepting(fresh: string) {
  const seen: { url: string; authorization: string }[] = [];
  api.defaults.adapter = async (config: AxiosRequestConfig) => {
    const authorization = String((config.headers as Record<string, unknown>)?.['Authorization'] ?? '');
    seen.push({ url: config.url ?? '', authorization });
    const status = authorization === `Bearer ${fresh}` ? 200 : 401;
    const response = { data: { ok: status === 200 }, status, statusText: '', headers: {}, config: config as InternalAxiosRequestConfig };
    if (status !== 200) throw new AxiosError('401', 'ERR_BAD_REQUEST', config as InternalAxiosRequestConfig, null, response);
    return response;
  };
  return seen;
}

afterEach(() => connectSession({ token: () => null, refresh: async () => null }));

describe('api client and the session', () => {
  it('sends the Type header and the bearer token', async () => {
    const seen = serverAccepting('t1');
    connectSession({ token: () => 't1', refresh: async () => null });
    await api.get('/jobs');
    expect(seen[0]).toEqual({ url: '/jobs', authorization: 'Bearer t1' });
    expect(api.defaults.headers['Type']).toBe('MOBILE');
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
    const seen = serverAccepting('new');
    const calls = Promise.all([api.get('/jobs'), api.get('/payrolls'), api.get('/tenant')]);
    await vi.waitFor(() => expect(seen.filter((request) => request.authorization === 'Bearer old')).toHaveLength(3));
    renew();
    const answers = await calls;
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
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
    const seen = serverAccepting('new');
    // All four are sent with the old token; their refusals arrive one by one, each after the previous call is done
    // (as 401s at 0, 400, 900 and 1500 ms would), so every refusal after the first meets a fresh token already there.
    const releases = new Map<string, () => void>();
    const answering = api.defaults.adapter as (config: AxiosRequestConfig) => Promise<AxiosResponse>;
    api.defaults.adapter = async (config: AxiosRequestConfig) => {
      const authorization = String((config.headers as Record<string, unknown>)?.['Authorization'] ?? '');
      if (authorization === 'Bearer old') await new Promise<void>((release) => releases.set(config.url ?? '', release));
      return answering(config);
    };
    const urls = ['/a', '/b', '/c', '/d'];
    const calls = urls.map((url) => api.get(url));
    await vi.waitFor(() => expect([...releases.keys()].sort()).toEqual(urls));
    for (const [index, url] of urls.entries()) {
      releases.get(url)!();
      expect((await calls[index]!).status).toBe(200);
    }
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.filter((request) => request.authorization === 'Bearer new').map((request) => request.url)).toEqual(urls);
  });

  it('gives up after one retry, and when the refresh fails', async () => {
    const refresh = vi.fn(async () => 'still-refused');
    connectSession({ token: () => 'old', refresh });
    serverAccepting('never');
    await expect(api.get('/jobs')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => null);
    connectSession({ token: () => 'old', refresh: failing });
    await expect(api.get('/jobs')).rejects.toMatchObject({ response: { status: 401 } });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the login call itself', async () => {
    const refresh = vi.fn(async () => 'x');
    connectSession({ token: () => 'old', refresh });
    serverAccepting('never');
    await expect(api.post('/auth/token', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).not.toHaveBeenCalled();
  });
});
