import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Tells the user the app is offline and shows what it loaded before. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="gray" mb="sm" role="status">
      {t('common.offline')}
    </Alert>
  );
}
