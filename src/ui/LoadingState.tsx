import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBusyPart } from './busyParts';

/** A centred spinner with an accessible label; the screen counts it as a part still loading. */
export function LoadingState() {
  const { t } = useTranslation();
  useBusyPart();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
