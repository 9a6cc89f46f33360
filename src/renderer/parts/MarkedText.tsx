import { Highlight, Text, type TextProps } from '@mantine/core';

/**
 * A card's text with the words of a search marked (`<mark>`), in any case, as the server found them; plain text
 * without words. Accents count, as they do for the server: "cafe" does not mark "café".
 */
export function MarkedText({ words, children, ...props }: TextProps & { words: readonly string[]; children: string }) {
  if (words.length === 0) return <Text {...props}>{children}</Text>;
  return <Highlight {...props} highlight={[...words]} accentInsensitive={false}>{children}</Highlight>;
}
