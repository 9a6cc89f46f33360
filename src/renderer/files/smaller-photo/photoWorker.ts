/*
 * The worker that draws a chosen photo smaller, off the page's thread: decoding a 12-megapixel photo, scaling and
 * encoding it take a phone a moment in which the page would otherwise stop answering taps. Started by
 * drawPhotoSmaller, one per photo, and ended once it has answered.
 */
import { drawSmallerPhoto, type DrawnPhoto } from './drawSmallerPhoto';

/** What the page asks: a photo, its type and the long side it may have. */
export interface PhotoRequest { file: Blob; type: string; maxSide: number }

/** The answer: drawn (null: it fits as it is), failed (it could not be decoded), or unsupported (no canvas in workers). */
export type PhotoAnswer = { kind: 'drawn'; photo: DrawnPhoto | null } | { kind: 'failed' } | { kind: 'unsupported' };

/** The parts of a dedicated worker's global scope used here (the app is typed for pages, not workers). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<PhotoRequest>) => void): void;
  postMessage(answer: PhotoAnswer): void;
}

const scope: WorkerScope = self;

async function answer({ file, type, maxSide }: PhotoRequest): Promise<PhotoAnswer> {
  // Safari before 16.4 has no OffscreenCanvas: the page draws the photo itself then.
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return { kind: 'unsupported' };
  try {
    return { kind: 'drawn', photo: await drawSmallerPhoto(file, type, maxSide) };
  } catch {
    return { kind: 'failed' };
  }
}

scope.addEventListener('message', (event) => {
  void answer(event.data).then((reply) => scope.postMessage(reply));
});
