import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';

/**
 * A column's heading. A sortable one is a button (reached with Tab, pressed with Enter or Space) and says how the
 * list is sorted by it with `aria-sort` and an arrow: up ascending, down descending, both ways while unsorted.
 */
export function SortHeading({ label, width, sortable, sorted, onSort }: {
  label: string; width?: string; sortable: boolean; sorted: false | 'asc' | 'desc'; onSort?: (event: unknown) => void;
}) {
  if (!sortable) return <Table.Th style={{ width }}>{label}</Table.Th>;
  const Arrow = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th style={{ width }} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm" w="100%" data-testid="sort-heading">
        <Group gap={4} wrap="nowrap">
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
          <Arrow size={14} aria-hidden style={{ flexShrink: 0, opacity: sorted ? 1 : 0.6 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
