import { Image, Skeleton } from '@mantine/core';
import { useApiFile } from './useApiFile';

/**
 * A picture from a list item's `image:` — an api path (`/file/12`) is fetched with the session, since an <img>
 * cannot send the token; an absolute URL is shown as it is.
 */
export function ApiImage({ src, alt, height }: { src: string; alt: string; height: number }) {
  const fromApi = src.startsWith('/');
  const file = useApiFile(fromApi ? { endpoint: src.replace(/\{/g, '%7B') } : undefined, {});
  if (!fromApi) return <Image src={src} alt={alt} h={height} fit="cover" radius="sm" />;
  if (!file.objectUrl) return <Skeleton h={height} radius="sm" animate={file.isPending} aria-label={alt} />;
  return <Image src={file.objectUrl} alt={alt} h={height} fit="cover" radius="sm" />;
}
