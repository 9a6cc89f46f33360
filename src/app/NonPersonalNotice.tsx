import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Section 6: a non-personal account is told to contact the provider for personal matters. */
export function NonPersonalNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" mb="sm" role="status">
      {t('access.nonPersonal')}
    </Alert>
  );
}
