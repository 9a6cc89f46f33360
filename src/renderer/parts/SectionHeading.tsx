import { Badge, Group, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

interface SectionHeadingProps {
  title: string;
  /** How many records the section lists, once known (shown beside the title); null when it lists none or is loading. */
  count: number | null;
  /** Null: a plain heading. Otherwise the heading is a button opening and closing the section's content. */
  toggle: { open: boolean; onToggle: () => void; controls: string } | null;
}

/**
 * A section's title: a level-2 heading, with the number of records it lists. A collapsible section's heading holds the
 * button that opens and closes it (`aria-expanded`, `aria-controls`), the whole row tappable, a chevron turning with it.
 */
export function SectionHeading({ title, count, toggle }: SectionHeadingProps) {
  const label = (
    <Group gap={8} wrap="nowrap" component="span">
      <span>{title}</span>
      {count !== null && <Badge component="span" variant="default" size="md" radius="sm" data-testid="section-count">{count}</Badge>}
    </Group>
  );
  if (!toggle) return <Title order={2} size="h5">{label}</Title>;
  return (
    <Title order={2} size="h5">
      <UnstyledButton
        aria-expanded={toggle.open}
        aria-controls={toggle.controls}
        onClick={toggle.onToggle}
        w="100%"
        mih={32}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, font: 'inherit' }}
      >
        {label}
        <IconChevronDown
          size={20}
          stroke={1.8}
          aria-hidden
          style={{ flexShrink: 0, transition: 'transform 150ms ease', transform: toggle.open ? 'rotate(180deg)' : undefined }}
        />
      </UnstyledButton>
    </Title>
  );
}
