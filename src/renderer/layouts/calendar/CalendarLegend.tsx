import { useId } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarSpec } from '../../../spec/types';
import { MarkerSwatch } from './MarkerSwatch';

/** The key to a calendar's colours: one swatch and translated label per marker of the spec, in spec order. */
export function CalendarLegend({ markers }: { markers: CalendarSpec['markers'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600} mb={6}>
        {t('calendar.legend')}
      </Text>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none', rowGap: 6 }}>
        {Object.entries(markers).map(([value, marker]) => (
          <Group component="li" key={value} gap={6} wrap="nowrap" mr="sm">
            <MarkerSwatch color={marker.color} border={marker.border} />
            <Text size="sm">{t(marker.label)}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
