import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWaitingPart } from './busyParts';

/**
 * A centred spinner with an accessible label (a status, so that the label is allowed on its span and read out); the
 * screen counts it as a part still loading, with nothing to show yet.
 */
export function LoadingState() {
  const { t } = useTranslation();
  useWaitingPart();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
