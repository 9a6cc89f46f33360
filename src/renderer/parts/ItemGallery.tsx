import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ActionSpec, ListItemSpec } from '../../ground/screenLanguage/types';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { useFormatContext } from '../hooks/useFormatContext';
import { ActionBar } from '../actions/ActionBar';
import { ApiImage } from '../files/ApiImage';

/** A section's `display: gallery`: the items' images in a two-column grid, each with its title and actions. */
export function ItemGallery({ items, spec, scope, actions }: { items: Record<string, unknown>[]; spec: ListItemSpec; scope: TemplateScope; actions?: ActionSpec[] }) {
  const format = useFormatContext();
  return (
    <SimpleGrid cols={2} spacing="xs">
      {items.map((item, index) => {
        const itemScope = { ...scope, ...item };
        const title = renderTemplate(spec.title, itemScope, format).trim();
        const image = spec.image ? renderTemplate(spec.image, itemScope, format).trim() : '';
        return (
          <Paper key={String(item['id'] ?? index)} withBorder radius="md" p={4} data-testid="gallery-item">
            <Stack gap={4}>
              {image && <ApiImage src={image} alt={title} height={120} />}
              <Text size="xs" fw={600} lineClamp={1} px={4}>{title}</Text>
              {spec.subtitle && <Text size="xs" c="dimmed" lineClamp={1} px={4}>{renderTemplate(spec.subtitle, itemScope, format)}</Text>}
              {actions && actions.length > 0 && (
                <Group gap={4} px={4} pb={4}>
                  <ActionBar actions={actions} scope={itemScope} />
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
