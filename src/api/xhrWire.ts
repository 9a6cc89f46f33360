import { cancelledFailure, offlineFailure } from './ApiFailure';
import { percentOf } from './transfer';
import { answerWithinMs, bodyOfText, pageOrigin, wireAddress, wireBody, type WireAnswer, type WireRequest } from './wire';

/** An XMLHttpRequest's answer headers by lower-case name. */
function headersOf(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The answer's body: the file as a Blob when one was asked for and sent, else its JSON or text. */
async function bodyOf(xhr: XMLHttpRequest, request: WireRequest): Promise<unknown> {
  const ok = xhr.status >= 200 && xhr.status < 300;
  if (request.as !== 'blob') return bodyOfText(xhr.responseText);
  const blob = xhr.response instanceof Blob ? xhr.response : new Blob([]);
  return ok ? blob : bodyOfText(await blob.text());
}

/**
 * Sends a request with XMLHttpRequest, the browser's one way to hear an upload's progress (fetch tells none): used for
 * the transfers a person watches. Fails as `sendByFetch` does: `offline` without an answer, `cancelled` when aborted.
 */
export function sendByXhr(request: WireRequest, origin: string = pageOrigin()): Promise<WireAnswer> {
  const { signal, progress } = request;
  if (signal?.aborted) return Promise.reject(cancelledFailure());
  const xhr = new XMLHttpRequest();
  const answer = new Promise<WireAnswer>((resolve, reject) => {
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.onload = () => settle(() => {
      bodyOf(xhr, request).then((body) => resolve({ status: xhr.status, body, headers: headersOf(xhr) }), () => reject(offlineFailure()));
    });
    xhr.onerror = () => settle(() => reject(offlineFailure()));
    xhr.ontimeout = () => settle(() => reject(offlineFailure()));
    xhr.onabort = () => settle(() => reject(cancelledFailure()));
    signal?.addEventListener('abort', abort);
  });
  xhr.open(request.method, wireAddress(request, origin));
  xhr.timeout = answerWithinMs;
  xhr.responseType = request.as === 'blob' ? 'blob' : 'text';
  const { body, headers } = wireBody(request);
  for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
  if (progress) {
    const target = progress.direction === 'upload' ? xhr.upload : xhr;
    target.onprogress = (event) => progress.listener(percentOf({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }));
  }
  xhr.send(body ?? null);
  return answer;
}
