import type { ApiRequest } from '../api/fetchSource';
import type { OutboxEntry, StoredBody, StoredPart } from './outboxEntry';

/** A write as the app makes it: a request (method, path, query, body as JSON or FormData) that changes something. */
export type WriteRequest = ApiRequest & { method: 'POST' | 'DELETE' };

/** A request body as it can be kept on the phone: FormData becomes its parts (files stay Blobs), JSON stays JSON. */
export function storedBody(data: unknown): StoredBody {
  if (data === undefined || data === null) return { kind: 'none' };
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const parts: StoredPart[] = [];
    data.forEach((value, name) => {
      parts.push(typeof value === 'string' ? { name, value } : { name, file: value, fileName: value.name });
    });
    return { kind: 'form', parts };
  }
  return { kind: 'json', value: data };
}

/** The request body of a kept one: the same FormData (files with their names) or JSON again. */
export function requestData(body: StoredBody): unknown {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'json') return body.value;
  const form = new FormData();
  for (const part of body.parts) {
    if ('file' in part) form.append(part.name, part.file, part.fileName);
    else form.append(part.name, part.value);
  }
  return form;
}

/** The request a kept entry stands for, its body rebuilt (`requestData`): what is sent again, by a page or the service worker. */
export const requestOfEntry = (entry: OutboxEntry): WriteRequest =>
  ({ method: entry.method, path: entry.path, query: entry.query, data: requestData(entry.body) });
