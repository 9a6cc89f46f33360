import { Box } from '@mantine/core';

/** A small square in a marker's colour and border, as the calendar draws its events; hidden from screen readers. */
export function MarkerSwatch({ color, border }: { color: string; border?: string | null }) {
  return (
    <Box
      aria-hidden
      w={16}
      h={16}
      style={{
        flex: 'none',
        borderRadius: 4,
        backgroundColor: color,
        boxShadow: border ? `inset 0 0 0 2px ${border}` : undefined,
      }}
    />
  );
}
