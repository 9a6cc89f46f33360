import { useApiFile } from './useApiFile';

/**
 * A picture named by a template's text: an api path (`/persons/4/picture`) is fetched with the session, since an
 * <img> cannot send the token; an absolute URL is shown as it is. `url` is null until an api picture has arrived
 * (or when it cannot be had); `pending` says whether it is still on its way.
 */
export function useApiPicture(src: string): { url: string | null; pending: boolean } {
  const fromApi = src.startsWith('/');
  const file = useApiFile(fromApi ? { endpoint: src.replace(/\{/g, '%7B') } : undefined, {});
  return fromApi ? { url: file.objectUrl, pending: file.isPending } : { url: src, pending: false };
}
