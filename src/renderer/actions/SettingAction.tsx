import { useId, useSyncExternalStore } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTexts } from '../texts';
import { followUiSetting, readUiSetting, writeUiSetting } from '../../session/uiSettings';
import type { ActionProps } from './ActionProps';

/**
 * `kind: setting`: the choices of an interface setting of this phone side by side under the action's label (the
 * colour scheme: follow the phone, light, dark). The one picked is kept in uiSettings, where the app follows it at
 * once; the first choice is the default, so picking it keeps nothing and a later default would apply.
 */
export function SettingAction({ action }: ActionProps) {
  const { t } = useTexts();
  const labelId = useId();
  const name = action.setting?.name ?? '';
  const values = action.setting?.values ?? [];
  const kept = useSyncExternalStore((changed) => followUiSetting(name, changed), () => readUiSetting(name));
  const chosen = values.find((choice) => choice.value === kept) ?? values[0];
  if (!chosen) return null;
  return (
    <Stack gap={4} w="100%">
      <Text id={labelId} size="sm" fw={500}>{t(action.label)}</Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={chosen.value}
        data={values.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
        onChange={(value) => writeUiSetting(name, value === values[0]?.value ? undefined : value)}
      />
    </Stack>
  );
}
