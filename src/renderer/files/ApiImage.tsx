import { Image, Skeleton } from '@mantine/core';
import { useApiPicture } from './useApiPicture';

/** A picture from a list item's `image:` (an api path or an absolute URL); a placeholder until it is there. */
export function ApiImage({ src, alt, height }: { src: string; alt: string; height: number }) {
  const picture = useApiPicture(src);
  if (!picture.url) return <Skeleton h={height} radius="sm" animate={picture.pending} aria-label={alt} />;
  return <Image src={picture.url} alt={alt} h={height} fit="cover" radius="sm" />;
}
