import { afterEach, describe, expect, it, vi } from 'vitest';
import { callAddress, earlyCallsKey, rememberFirstCalls, takeEarlyAnswer } from '../../src/api/earlyCalls';
import { connectSession, setWire } from '../../src/api/apiClient';
import { fetchSource, sourceAddress } from '../../src/api/fetchSource';
import type { BatchAnswer } from '../../src/ground/contract/batch';

/** A call's answer as the start script's batch gives it. */
const jsonAnswer = (body: unknown, status = 200): Promise<BatchAnswer> => Promise.resolve({ status, body });

afterEach(() => {
  delete window.crewEarlyCalls;
  localStorage.clear();
  connectSession({ token: () => null, refresh: async () => null });
});

describe('the address of an early call', () => {
  it('writes the query in a fixed order, without empty values', () => {
    expect(callAddress('/jobs', { page: 1, limit: 1000, period: 'upcoming', gone: undefined, none: null })).toBe('/jobs?limit=1000&page=1&period=upcoming');
    expect(callAddress('/persons/12', {})).toBe('/persons/12');
  });

  it('leaves out what the start script could not write the same way', () => {
    expect(callAddress('/jobs', { status: ['open', 'closed'] })).toBeNull();
    expect(callAddress('/jobs?period=past', { limit: 1000 })).toBeNull();
  });

  it("is the address of a source as fetchSource asks for it, and none for the app's own files", () => {
    const scope = { $user: { personId: 12 } };
    const source = { endpoint: '/persons/{{ $user.personId }}/payrolls', query: { toConfirm: true, empty: '' } };
    expect(sourceAddress(source, scope, { list: true })).toBe('/persons/12/payrolls?limit=1000&page=1&toConfirm=true');
    expect(sourceAddress(source, scope, { list: false, extraQuery: { period: 'upcoming' } })).toBe('/persons/12/payrolls?period=upcoming&toConfirm=true');
    expect(sourceAddress({ endpoint: '/version.json', base: 'app' }, scope, { list: false })).toBeNull();
  });
});

describe('remembering the first calls of a page', () => {
  it('keeps the calls per page address, each once, the last opened last, and at most twelve pages', () => {
    for (let page = 1; page <= 13; page += 1) rememberFirstCalls(`/jobs/${page}`, [`/jobs/${page}`]);
    rememberFirstCalls('/jobs/5', ['/jobs/5', '/jobs/5/crews', '/jobs/5']);
    const remembered = JSON.parse(localStorage.getItem(earlyCallsKey) ?? '{}') as Record<string, string[]>;
    expect(Object.keys(remembered)).toHaveLength(12);
    expect(Object.keys(remembered)).not.toContain('/jobs/1');
    expect(Object.keys(remembered).at(-1)).toBe('/jobs/5');
    expect(remembered['/jobs/5']).toEqual(['/jobs/5', '/jobs/5/crews']);
  });

  it('starts afresh over what it cannot read, and forgets a page that makes no call', () => {
    localStorage.setItem(earlyCallsKey, '[not json');
    rememberFirstCalls('/', ['/jobs']);
    rememberFirstCalls('/jobs', []);
    expect(JSON.parse(localStorage.getItem(earlyCallsKey) ?? '')).toEqual({ '/': ['/jobs'] });
  });
});

describe('taking an early answer', () => {
  it('gives the answer of a call made with the current token once', async () => {
    window.crewEarlyCalls = { token: 't1', at: 1000, answers: { '/jobs': jsonAnswer([{ id: 1 }]) } };
    await expect(takeEarlyAnswer('/jobs', 't1', undefined, 2000)).resolves.toEqual([{ id: 1 }]);
    expect(takeEarlyAnswer('/jobs', 't1', undefined, 2000)).toBeUndefined();
  });

  it('leaves the answer to the next call when the one that took it was cancelled before it came', async () => {
    let arrive = (_answer: BatchAnswer) => {};
    const arriving = new Promise<BatchAnswer>((resolve) => {
      arrive = resolve;
    });
    window.crewEarlyCalls = { token: 't1', at: 1000, answers: { '/jobs/crewChief': arriving } };
    const cancelled = new AbortController();
    const first = takeEarlyAnswer('/jobs/crewChief', 't1', cancelled.signal, 2000);
    cancelled.abort();
    arrive(await jsonAnswer([{ id: 3 }]));
    await first;
    await expect(takeEarlyAnswer('/jobs/crewChief', 't1', undefined, 2500)).resolves.toEqual([{ id: 3 }]);
    expect(takeEarlyAnswer('/jobs/crewChief', 't1', undefined, 2600)).toBeUndefined();
  });

  it('gives nothing for another token, an old call, a refusal, a failed batch or an answer that is not JSON', async () => {
    window.crewEarlyCalls = {
      token: 't1', at: 1000,
      answers: {
        '/a': jsonAnswer({}), '/b': jsonAnswer({}), '/c': jsonAnswer({ message: 'no' }, 401), '/d': Promise.resolve(null),
        '/e': jsonAnswer('a text answer'),
      },
    };
    expect(takeEarlyAnswer('/a', 't2', undefined, 2000)).toBeUndefined();
    expect(takeEarlyAnswer('/b', 't1', undefined, 1000 + 31_000)).toBeUndefined();
    await expect(takeEarlyAnswer('/c', 't1', undefined, 2000)).resolves.toBeUndefined();
    await expect(takeEarlyAnswer('/d', 't1', undefined, 2000)).resolves.toBeUndefined();
    await expect(takeEarlyAnswer('/e', 't1', undefined, 2000)).resolves.toBeUndefined();
  });
});

describe('fetchSource and the early calls', () => {
  const asked: string[] = [];
  const answeringApi = () => {
    setWire(async (request) => {
      asked.push(`${request.path} ${JSON.stringify(request.query)}`);
      return { status: 200, body: { from: 'api' }, headers: {} };
    });
  };

  it('takes the answer the start script got instead of asking again', async () => {
    answeringApi();
    asked.length = 0;
    connectSession({ token: () => 't1', refresh: async () => null });
    window.crewEarlyCalls = { token: 't1', at: Date.now(), answers: { '/jobs?limit=1000&page=1&period=upcoming': jsonAnswer([{ id: 7 }]) } };
    const source = { endpoint: '/jobs', query: { period: 'upcoming' } };
    await expect(fetchSource(source, {}, { list: true })).resolves.toEqual([{ id: 7 }]);
    expect(asked).toEqual([]);
    // Taken once: the next read asks the api.
    await expect(fetchSource(source, {}, { list: true })).resolves.toEqual({ from: 'api' });
    expect(asked).toEqual(['/jobs {"period":"upcoming","limit":1000,"page":1}']);
  });

  it('asks the api itself when the early call was refused', async () => {
    answeringApi();
    asked.length = 0;
    const refresh = vi.fn(async () => 't2');
    connectSession({ token: () => 't1', refresh });
    window.crewEarlyCalls = { token: 't1', at: Date.now(), answers: { '/persons/3': jsonAnswer({ message: 'expired' }, 401) } };
    await expect(fetchSource({ endpoint: '/persons/3' }, {}, { list: false })).resolves.toEqual({ from: 'api' });
    expect(asked).toEqual(['/persons/3 {}']);
  });
});
