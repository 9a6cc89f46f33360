import type { FileSource } from '../ground/screenLanguage/types';
import { renderEndpoint, renderRecord, type TemplateScope } from '../ground/screenLanguage/renderTemplate';
import axios from 'axios';
import { api } from './apiClient';
import { toApiFailure } from './ApiFailure';
import { transferConfig, type Transfer } from './transfer';

/** A file fetched through the api: its bytes, type and the name the server gave it. */
export interface FetchedFile {
  blob: Blob;
  contentType: string;
  fileName: string;
}

/** Reads `filename*=UTF-8'[language]'…` (RFC 5987) or `filename="…"` from a Content-Disposition header. */
/** A response header's text; undefined when it is absent (axios gives the browser's headers as text). */
const headerText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:[\w-]+'[^']*')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * GETs a file through the api with the session (so it works where a plain link would lack the token). Takes an
 * AbortSignal, or a Transfer (signal and progress listener). Throws ApiFailure (`cancelled` when aborted).
 */
export async function fetchFile(source: FileSource, scope: TemplateScope, transfer?: AbortSignal | Transfer): Promise<FetchedFile> {
  const url = renderEndpoint(source.endpoint, scope);
  const options = transfer instanceof AbortSignal ? { signal: transfer } : transfer;
  try {
    const response = await api.get<Blob>(url, { params: renderRecord(source.query, scope), responseType: 'blob', ...transferConfig(options, 'download') });
    const fallback = url.split('/').filter(Boolean).pop() ?? 'download';
    const contentType = headerText(response.headers['content-type']) || response.data.type || 'application/octet-stream';
    return { blob: response.data, contentType, fileName: fileNameOf(headerText(response.headers['content-disposition']), fallback) };
  } catch (error) {
    // A failure asked for as a blob arrives as one: read the server's JSON error out of it.
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
      try {
        const answer: unknown = JSON.parse(await error.response.data.text());
        error.response.data = answer;
      } catch {
        // not JSON: the status decides the message
      }
    }
    throw toApiFailure(error);
  }
}
