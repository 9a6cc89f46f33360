import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A failed load: the message (an i18n key or the server's sentence) and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('errors.loadFailed')} data-testid="error-state">
      <Stack gap="xs" align="flex-start">
        {t(message)}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
