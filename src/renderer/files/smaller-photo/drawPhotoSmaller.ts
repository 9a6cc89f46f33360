import { drawSmallerPhoto, type DrawnPhoto } from './drawSmallerPhoto';
import type { PhotoAnswer, PhotoRequest } from './photoWorker';

/** Asks a worker of its own to draw the photo; a worker that cannot start or load answers `unsupported`. */
function askWorker(request: PhotoRequest): Promise<PhotoAnswer> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./photoWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve({ kind: 'unsupported' });
  }
  return new Promise<PhotoAnswer>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<PhotoAnswer>) => resolve(event.data));
    worker.addEventListener('error', () => resolve({ kind: 'unsupported' }));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/**
 * Draws a photo smaller (see drawSmallerPhoto) in a worker, so the page stays responsive; where a worker cannot draw
 * (no module workers or no OffscreenCanvas in them), on the page, whose decoding and encoding the browser still does
 * without blocking it. Answers null when the photo fits as it is; throws when it cannot be decoded.
 */
export async function drawPhotoSmaller(file: Blob, type: string, maxSide: number): Promise<DrawnPhoto | null> {
  const answer = await askWorker({ file, type, maxSide });
  if (answer.kind === 'unsupported') return drawSmallerPhoto(file, type, maxSide);
  if (answer.kind === 'failed') throw new Error('The photo could not be decoded');
  return answer.photo;
}
