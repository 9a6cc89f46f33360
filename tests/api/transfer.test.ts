import { afterEach, describe, expect, it } from 'vitest';
import { setWire } from '../../src/api/apiClient';
import { cancelledFailure, toApiFailure, wasCancelled } from '../../src/api/ApiFailure';
import { callEndpoint } from '../../src/api/fetchSource';
import { fetchFile } from '../../src/api/fetchFile';
import { percentOf, type TransferPercent } from '../../src/api/transfer';
import type { Wire, WireProgress } from '../../src/api/wire';

afterEach(() => setWire(null));

/**
 * A wire that reports the given progress steps (bytes of `total`) to the request's listener, honours the request's
 * signal like a real one, and then answers; it records the direction each request's progress was asked for.
 */
function progressingWire(steps: number[], total: number, body: unknown = {}): { wire: Wire; directions: WireProgress['direction'][] } {
  const directions: WireProgress['direction'][] = [];
  const wire: Wire = async (request) => {
    if (request.progress) directions.push(request.progress.direction);
    for (const loaded of steps) {
      if (request.signal?.aborted) throw cancelledFailure();
      request.progress?.listener(percentOf({ loaded, total }));
    }
    if (request.signal?.aborted) throw cancelledFailure();
    return { status: 200, body, headers: {} };
  };
  return { wire, directions };
}

describe('percentOf', () => {
  it('is the whole percent done, bounded to 0–100', () => {
    expect(percentOf({ loaded: 0, total: 200 })).toBe(0);
    expect(percentOf({ loaded: 99, total: 200 })).toBe(49);
    expect(percentOf({ loaded: 200, total: 200 })).toBe(100);
    expect(percentOf({ loaded: 300, total: 200 })).toBe(100);
  });

  it('is null while the size is not known', () => {
    expect(percentOf({ loaded: 10 })).toBeNull();
    expect(percentOf({ loaded: 10, total: 0 })).toBeNull();
  });
});

describe('an upload with progress and cancel', () => {
  it('tells its listener how far the upload has come', async () => {
    const { wire, directions } = progressingWire([0, 50, 100], 100, { id: 1 });
    setWire(wire);
    const heard: TransferPercent[] = [];
    const form = new FormData();
    form.append('file', new File(['x'], 'me.png'));
    const answer = await callEndpoint({ method: 'POST', endpoint: '/persons/1/profilePictures' }, {}, form, { onProgress: (percent) => heard.push(percent) });
    expect(heard).toEqual([0, 50, 100]);
    expect(directions).toEqual(['upload']);
    expect(answer).toEqual({ id: 1 });
  });

  it('fails as cancelled (not offline) when its signal aborts', async () => {
    setWire(progressingWire([0, 50, 100], 100).wire);
    const controller = new AbortController();
    const heard: TransferPercent[] = [];
    const sent = callEndpoint({ method: 'POST', endpoint: '/files' }, {}, new FormData(), {
      signal: controller.signal,
      onProgress: (percent) => {
        heard.push(percent);
        if (percent === 50) controller.abort();
      },
    });
    const failure = await sent.then(() => null, toApiFailure);
    expect(failure?.code).toBe('cancelled');
    expect(failure?.message).toBe('transfer.cancelled');
    expect(failure && wasCancelled(failure)).toBe(true);
    expect(heard).toEqual([0, 50]);
  });
});

describe('a download with progress and cancel', () => {
  it('tells its listener how far the download has come', async () => {
    const { wire, directions } = progressingWire([25, 100], 100, new Blob(['%PDF'], { type: 'application/pdf' }));
    setWire(wire);
    const heard: TransferPercent[] = [];
    const file = await fetchFile({ endpoint: '/payrolls/download/1' }, {}, { onProgress: (percent) => heard.push(percent) });
    expect(heard).toEqual([25, 100]);
    expect(directions).toEqual(['download']);
    expect(file.contentType).toBe('application/pdf');
  });

  it('still takes a bare AbortSignal, and fails as cancelled once aborted', async () => {
    setWire(progressingWire([25, 100], 100, new Blob(['x'])).wire);
    const controller = new AbortController();
    controller.abort();
    const failure = await fetchFile({ endpoint: '/payrolls/download/1' }, {}, controller.signal).then(() => null, toApiFailure);
    expect(failure?.code).toBe('cancelled');
  });
});
