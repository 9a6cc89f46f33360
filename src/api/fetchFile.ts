import type { FileSource } from '../ground/screenLanguage/types';
import { renderEndpoint, renderRecord, type TemplateScope } from '../ground/screenLanguage/renderTemplate';
import { apiCall } from './apiClient';
import { wireTransfer, type Transfer } from './transfer';

/** A file fetched through the api: its bytes, type and the name the server gave it. */
export interface FetchedFile {
  blob: Blob;
  contentType: string;
  fileName: string;
}

/** Reads `filename*=UTF-8'[language]'…` (RFC 5987) or `filename="…"` from a Content-Disposition header. */
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
  const response = await apiCall<Blob>({ method: 'GET', path: url, query: renderRecord(source.query, scope), as: 'blob', ...wireTransfer(options, 'download') });
  const fallback = url.split('/').filter(Boolean).pop() ?? 'download';
  const contentType = response.headers['content-type'] || response.data.type || 'application/octet-stream';
  return { blob: response.data, contentType, fileName: fileNameOf(response.headers['content-disposition'], fallback) };
}
