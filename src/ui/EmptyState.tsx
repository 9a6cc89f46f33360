import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The "… not found" message of an empty list or a missing record. */
export function EmptyState({ message }: { message: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Text c="dimmed">{t(message ?? 'common.nothingHere')}</Text>
    </Center>
  );
}
