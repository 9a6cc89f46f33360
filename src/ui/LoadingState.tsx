import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWaitingPart } from './busyParts';

/** A centred spinner with an accessible label; the screen counts it as a part still loading, with nothing to show yet. */
export function LoadingState() {
  const { t } = useTranslation();
  useWaitingPart();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
