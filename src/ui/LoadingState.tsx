import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner with an accessible label. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
