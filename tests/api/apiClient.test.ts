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

  it('refreshes once for 401s spread over 1.5 s: a call refused with the replaced token retries with the current one', async () => {
    vi.useFakeTimers();
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return token;
    });
    connectSession({ token: () => token, refresh });
    const seen = serverAccepting('new');
    // Each call's answer arrives after its own delay; all four were sent with the old token.
    const delays: Record<string, number> = { '/a': 0, '/b': 400, '/c': 900, '/d': 1500 };
    const answering = api.defaults.adapter as (config: AxiosRequestConfig) => Promise<AxiosResponse>;
    api.defaults.adapter = async (config: AxiosRequestConfig) => {
      const authorization = String((config.headers as Record<string, unknown>)?.['Authorization'] ?? '');
      if (authorization === 'Bearer old') await new Promise((resolve) => setTimeout(resolve, delays[config.url ?? ''] ?? 0));
      return answering(config);
    };
    const calls = Promise.all(Object.keys(delays).map((url) => api.get(url)));
    await vi.advanceTimersByTimeAsync(1500);
    const answers = await calls;
    vi.useRealTimers();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.filter((request) => request.authorization === 'Bearer new').map((request) => request.url).sort())
      .toEqual(['/a', '/b', '/c', '/d']);
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
