import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/api/ApiFailure';
import { memoryStorage } from '../../src/outbox/outboxStorage';
import { outboxEntries, setOutboxStorage } from '../../src/outbox/outboxStore';
import { entryLimitBytes, totalLimitBytes } from '../../src/outbox/outboxLimits';
import { writeOrQueue, type QueueOptions } from '../../src/outbox/writeOrQueue';
import { requestData } from '../../src/outbox/writeRequest';

const sendWrite = vi.hoisted(() => vi.fn());
vi.mock('../../src/outbox/sendWrite', () => ({ sendWrite }));

const options: QueueOptions = { queue: true, personId: 7, label: 'jobs.confirm' };
const request = { method: 'POST' as const, path: '/jobs/4/confirmation', data: { note: 'ok' } };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const offline = () => new ApiFailure('errors.offline', 0, 'offline');

function goOffline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);
}

beforeEach(() => {
  setOutboxStorage(memoryStorage());
  sendWrite.mockReset();
  goOffline(false);
});
afterEach(() => vi.restoreAllMocks());

describe('a write of the app', () => {
  it('is sent at once with a new UUID as its Idempotency-Key, online', async () => {
    sendWrite.mockResolvedValue({ id: 1 });
    expect(await writeOrQueue(request, options)).toEqual({ queued: false, response: { id: 1 } });
    expect(sendWrite).toHaveBeenCalledWith(request, expect.stringMatching(uuid), undefined);
    const keys = new Set([sendWrite.mock.calls[0]![1]]);
    await writeOrQueue(request, options);
    keys.add(sendWrite.mock.calls[1]![1]);
    expect(keys.size).toBe(2);
    expect(outboxEntries()).toEqual([]);
  });

  it('edited from a refused write, takes its place once sent, and keeps it while sending fails', async () => {
    goOffline(true);
    await writeOrQueue(request, options);
    const refused = outboxEntries()[0]!.id;
    goOffline(false);
    sendWrite.mockRejectedValueOnce(new ApiFailure('This job was cancelled', 409, 'conflict'));
    await expect(writeOrQueue({ ...request, data: { note: 'edited' } }, { ...options, queue: false, replaces: refused })).rejects.toThrow('This job was cancelled');
    expect(outboxEntries().map((entry) => entry.id)).toEqual([refused]);
    sendWrite.mockResolvedValue({ id: 2 });
    await writeOrQueue({ ...request, data: { note: 'edited' } }, { ...options, queue: false, replaces: refused });
    expect(outboxEntries()).toEqual([]);
  });

  it('is kept, under the key it was sent with, when sending failed for lack of network', async () => {
    sendWrite.mockRejectedValue(offline());
    const outcome = await writeOrQueue(request, { ...options, detail: 'Stage hand · Boat Show' });
    expect(outcome.queued).toBe(true);
    const [entry] = outboxEntries();
    expect(entry).toMatchObject({ id: sendWrite.mock.calls[0]![1], personId: 7, method: 'POST', path: '/jobs/4/confirmation', state: 'waiting', label: 'jobs.confirm', detail: 'Stage hand · Boat Show' });
    expect(entry?.body).toEqual({ kind: 'json', value: { note: 'ok' } });
  });

  it('is kept, under the key it was sent with, when the server is unavailable for a while (502, 503, 504)', async () => {
    for (const status of [502, 503, 504]) {
      setOutboxStorage(memoryStorage());
      sendWrite.mockRejectedValue(new ApiFailure('The server is unavailable just now', status, 'service_unavailable', undefined, 5));
      const outcome = await writeOrQueue(request, options);
      expect(outcome.queued).toBe(true);
      expect(outboxEntries()).toMatchObject([{ id: sendWrite.mock.lastCall![1], state: 'waiting', path: '/jobs/4/confirmation' }]);
    }
    sendWrite.mockRejectedValue(new ApiFailure('Something broke', 500, 'internal_error'));
    setOutboxStorage(memoryStorage());
    await expect(writeOrQueue(request, options)).rejects.toMatchObject({ status: 500 });
    expect(outboxEntries()).toEqual([]);
  });

  it('is kept without trying while the phone is offline, files included, and rebuilt as the same form', async () => {
    goOffline(true);
    const form = new FormData();
    form.append('caption', 'Stage');
    form.append('file', new File(['png bytes'], 'stage.png', { type: 'image/png' }));
    await writeOrQueue({ method: 'POST', path: '/persons/7/documents', data: form }, options);
    expect(sendWrite).not.toHaveBeenCalled();
    const [entry] = outboxEntries();
    expect(entry?.size).toBe('caption'.length + 'Stage'.length + 'file'.length + 'png bytes'.length);
    const rebuilt = requestData(entry!.body) as FormData;
    expect(rebuilt.get('caption')).toBe('Stage');
    expect((rebuilt.get('file') as File).name).toBe('stage.png');
    expect(await (rebuilt.get('file') as File).text()).toBe('png bytes');
  });

  it('goes behind the person’s writes that still wait, to keep the order', async () => {
    goOffline(true);
    await writeOrQueue(request, options);
    goOffline(false);
    const outcome = await writeOrQueue({ ...request, path: '/jobs/5/confirmation' }, options);
    expect(outcome.queued).toBe(true);
    expect(sendWrite).not.toHaveBeenCalled();
    expect(outboxEntries().map((entry) => entry.path)).toEqual(['/jobs/4/confirmation', '/jobs/5/confirmation']);
  });

  it('fails as before when it may not wait (`offline: never`, or no person), and when the server refused it', async () => {
    sendWrite.mockRejectedValue(offline());
    await expect(writeOrQueue(request, { ...options, queue: false })).rejects.toMatchObject({ status: 0 });
    await expect(writeOrQueue(request, { ...options, personId: null })).rejects.toMatchObject({ status: 0 });
    sendWrite.mockRejectedValue(new ApiFailure('Already confirmed', 409, 'conflict'));
    await expect(writeOrQueue(request, options)).rejects.toMatchObject({ status: 409, message: 'Already confirmed' });
    expect(outboxEntries()).toEqual([]);
  });

  it('is refused at once, keeping nothing, over 10 MB, or when the outbox would pass 20 MB', async () => {
    goOffline(true);
    const big = (bytes: number) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'big.jpg'));
      return { method: 'POST' as const, path: '/persons/7/documents', data: form };
    };
    await expect(writeOrQueue(big(entryLimitBytes + 1), options)).rejects.toMatchObject({ message: 'outbox.tooLarge' });
    expect(outboxEntries()).toEqual([]);
    await writeOrQueue(big(entryLimitBytes - 100), options);
    await writeOrQueue(big(entryLimitBytes - 100), options);
    await expect(writeOrQueue(big(totalLimitBytes / 10), options)).rejects.toMatchObject({ message: 'outbox.full' });
    expect(outboxEntries()).toHaveLength(2);
  });
});
