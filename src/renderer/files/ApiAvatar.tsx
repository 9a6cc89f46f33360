import { Avatar } from '@mantine/core';
import { useApiPicture } from './useApiPicture';

/** A round face for a list item's `avatar:` (an api path or an absolute URL); the name's initials until it is there. */
export function ApiAvatar({ src, name, size = 56 }: { src: string; name: string; size?: number }) {
  const picture = useApiPicture(src);
  return <Avatar src={picture.url} alt={name} size={size} radius="xl" color="initials" name={name} style={{ flexShrink: 0 }} />;
}
