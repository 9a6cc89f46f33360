import { useState } from 'react';
import { Group, NativeSelect, Stack } from '@mantine/core';
import { useTexts } from '../texts';
import type { ScreenSpec, TabPane, TabsLayoutSpec, TabsPicker as TabsPickerSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { useRendererEnvironment } from '../RendererEnvironment';
import { LayoutView } from '../LayoutView';
import { pickTabs } from './pickedTabs';

interface TabsPickerProps {
  body: TabsLayoutSpec;
  picker: TabsPickerSpec;
  scope: TemplateScope;
  screen: ScreenSpec | null;
}

/**
 * `layout: tabs` with `picker:`: one row of compact selects (native ones: the phone's own wheel or list), one per level
 * of tabs, in place of stacked rows of tabs; under them the layout the picks lead to, drawn afresh for each pick.
 */
export function TabsPicker({ body, picker, scope, screen }: TabsPickerProps) {
  const { t } = useTexts();
  const { access } = useRendererEnvironment();
  const [picks, setPicks] = useState<(string | undefined)[]>([]);
  const picked = pickTabs(body, picks, (pane: TabPane) => evaluateCondition(pane.when, scope, access));
  const choose = (level: number, id: string) => setPicks(picked.levels.map((entry, index) => (index === level ? id : entry.picked)));
  return (
    <Stack gap="sm">
      <Group gap={6} wrap="nowrap" align="flex-end" role="group" aria-label={picker.labels.map((label) => t(label)).join(', ')}>
        {picked.levels.map((level, index) => {
          const label = t(picker.labels[index] ?? '');
          const options = level.options.map((option) => ({ value: option.id, label: t(option.label) }));
          // Each select takes room by its longest text, so the longer choices ("Not closed") are not cut on a phone.
          const longest = Math.max(label.length, ...options.map((option) => option.label.length));
          return (
            <NativeSelect
              key={index}
              size="sm"
              label={label}
              value={level.picked}
              onChange={(event) => choose(index, event.currentTarget.value)}
              data={options}
              rightSectionWidth={22}
              styles={{ input: { paddingInlineStart: 8, paddingInlineEnd: 22, fontSize: 13 } }}
              style={{ flex: `${longest} 1 0`, minWidth: 0 }}
              data-testid="tabs-picker"
            />
          );
        })}
      </Group>
      {picked.body && (
        <LayoutView key={picked.levels.map((level) => level.picked).join('/')} body={picked.body} scope={scope} screen={screen} path="/tabs" />
      )}
    </Stack>
  );
}
