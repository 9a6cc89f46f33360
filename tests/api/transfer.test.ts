import { afterEach, describe, expect, it } from 'vitest';
import { CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../src/api/apiClient';
import { toApiFailure, wasCancelled } from '../../src/api/ApiFailure';
import { callEndpoint } from '../../src/api/fetchSource';
import { fetchFile } from '../../src/api/fetchFile';
import { percentOf, type TransferPercent } from '../../src/api/transfer';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

/**
 * An adapter that reports the given progress steps (bytes of `total`) to the request's upload or download
 * listener, honours the request's signal like a real one, and then answers.
 */
function progressingAdapter(steps: number[], total: number, data: unknown = {}): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    for (const loaded of steps) {
      if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
      const event = { loaded, total, bytes: loaded, lengthComputable: true };
      config.onUploadProgress?.(event);
      config.onDownloadProgress?.(event);
    }
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
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
    api.defaults.adapter = progressingAdapter([0, 50, 100], 100, { id: 1 });
    const heard: TransferPercent[] = [];
    const form = new FormData();
    form.append('file', new File(['x'], 'me.png'));
    const answer = await callEndpoint({ method: 'POST', endpoint: '/persons/1/profilePictures' }, {}, form, { onProgress: (percent) => heard.push(percent) });
    expect(heard).toEqual([0, 50, 100]);
    expect(answer).toEqual({ id: 1 });
  });

  it('fails as cancelled (not offline) when its signal aborts', async () => {
    api.defaults.adapter = progressingAdapter([0, 50, 100], 100);
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
    api.defaults.adapter = progressingAdapter([25, 100], 100, new Blob(['%PDF'], { type: 'application/pdf' }));
    const heard: TransferPercent[] = [];
    const file = await fetchFile({ endpoint: '/payrolls/download/1' }, {}, { onProgress: (percent) => heard.push(percent) });
    expect(heard).toEqual([25, 100]);
    expect(file.contentType).toBe('application/pdf');
  });

  it('still takes a bare AbortSignal, and fails as cancelled once aborted', async () => {
    api.defaults.adapter = progressingAdapter([25, 100], 100, new Blob(['x']));
    const controller = new AbortController();
    controller.abort();
    const failure = await fetchFile({ endpoint: '/payrolls/download/1' }, {}, controller.signal).then(() => null, toApiFailure);
    expect(failure?.code).toBe('cancelled');
  });
});
