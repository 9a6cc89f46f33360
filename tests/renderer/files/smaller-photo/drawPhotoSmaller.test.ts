// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawPhotoSmaller } from '../../../../src/renderer/files/smaller-photo/drawPhotoSmaller';
import { makePhotoSmaller } from '../../../../src/renderer/files/smaller-photo/makePhotoSmaller';
import type { PhotoAnswer } from '../../../../src/renderer/files/smaller-photo/photoWorker';

/** A worker that answers every photo with `answer`, and notes whether it was ended. */
function workerAnswering(answer: PhotoAnswer) {
  const ended = vi.fn();
  class AnsweringWorker extends EventTarget {
    postMessage() {
      queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { data: answer })));
    }
    terminate = ended;
  }
  vi.stubGlobal('Worker', AnsweringWorker);
  return ended;
}

const chosen = () => new File([new Uint8Array(5_000)], 'IMG_0042.jpg', { type: 'image/jpeg' });

describe('drawPhotoSmaller', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the photo the worker drew, and ends the worker', async () => {
    const photo = { blob: new Blob([new Uint8Array(900)], { type: 'image/jpeg' }), type: 'image/jpeg' };
    const ended = workerAnswering({ kind: 'drawn', photo });
    expect(await drawPhotoSmaller(chosen(), 'image/jpeg', 2000)).toEqual(photo);
    expect(ended).toHaveBeenCalled();
  });

  it('fails when the worker could not decode the photo, which is then sent as chosen', async () => {
    const ended = workerAnswering({ kind: 'failed' });
    await expect(drawPhotoSmaller(chosen(), 'image/jpeg', 2000)).rejects.toThrow('could not be decoded');
    const file = chosen();
    expect(await makePhotoSmaller(file)).toBe(file);
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('draws on the page where no worker can start, and sends the photo as chosen when the page cannot decode it either', async () => {
    vi.stubGlobal('Worker', class { constructor() { throw new Error('No module workers'); } });
    const decode = vi.fn(() => Promise.reject(new Error('The source image could not be decoded.')));
    vi.stubGlobal('createImageBitmap', decode);
    const file = chosen();
    expect(await makePhotoSmaller(file)).toBe(file);
    expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
  });
});
