import { useId, useState } from 'react';
import { Box, Button, Collapse, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTexts } from '../../texts';
import type { CalendarSpec } from '../../../ground/screenLanguage/types';
import { MarkerSwatch } from './MarkerSwatch';
import { readUiSetting, writeUiSetting } from '../../../session/uiSettings';

/** From this width the legend starts open; on a phone it starts closed, under its "Legend" toggle. */
const wide = '(min-width: 48em)';

/** The uiSettings part that keeps whether the person last left a calendar's legend open (one for every calendar). */
export const legendSetting = 'calendarLegendOpen';

/**
 * The key to a calendar's colours: one swatch and translated label per marker of the spec, in spec order, under a
 * "Legend" toggle that opens and closes it (closed at the start on a phone, open on a wider screen, until the person
 * opens or closes it: then as they left it, on every calendar and after a reload).
 */
export function CalendarLegend({ markers }: { markers: CalendarSpec['markers'] }) {
  const { t } = useTexts();
  const toggleId = useId();
  const panelId = useId();
  const startsOpen = useMediaQuery(wide, false, { getInitialValueInEffect: false });
  const [toggled, setToggledState] = useState<boolean | null>(() => {
    const kept = readUiSetting(legendSetting);
    return typeof kept === 'boolean' ? kept : null;
  });
  const setToggled = (open: boolean) => {
    setToggledState(open);
    writeUiSetting(legendSetting, open);
  };
  const opened = toggled ?? startsOpen;
  return (
    <Box component="section" aria-labelledby={toggleId}>
      <Button
        id={toggleId}
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setToggled(!opened)}
        rightSection={
          <IconChevronDown size={16} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        }
      >
        {t('calendar.legend')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Group component="ul" gap="xs" m={0} mt={6} p={0} style={{ listStyle: 'none', rowGap: 6 }}>
          {Object.entries(markers).map(([value, marker]) => (
            <Group component="li" key={value} gap={6} wrap="nowrap" mr="sm">
              <MarkerSwatch color={marker.color} border={marker.border} />
              <Text size="sm">{t(marker.label)}</Text>
            </Group>
          ))}
        </Group>
      </Collapse>
    </Box>
  );
}
