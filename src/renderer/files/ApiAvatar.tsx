import { Avatar } from '@mantine/core';
import { useApiFile } from './useApiFile';

/**
 * A round face for a list item's `avatar:` — an api path is fetched with the session (an <img> cannot send the
 * token), an absolute URL shown as it is; until it arrives, or when it cannot be had, the name's initials.
 */
export function ApiAvatar({ src, name, size = 56 }: { src: string; name: string; size?: number }) {
  const fromApi = src.startsWith('/');
  const file = useApiFile(fromApi ? { endpoint: src.replace(/\{/g, '%7B') } : undefined, {});
  const shown = fromApi ? file.objectUrl : src;
  return (
    <Avatar src={shown || null} alt={name} size={size} radius="xl" color="initials" name={name} style={{ flexShrink: 0 }} />
  );
}
