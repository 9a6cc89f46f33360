import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/TenantContext';
import { applyTenantMeta } from '../tenant/applyTenantMeta';
import { SettledScreen } from './SettledScreen';

/** Any path that matches no route: a not-found screen with a not-found page title. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const tenant = useTenant();
  useEffect(() => applyTenantMeta(tenant, t('notFound.title')), [tenant, t]);
  return (
    <SettledScreen screenId="notFound">
      <Center mih="80vh" p="md">
        <Stack align="center">
          <Title order={1}>{t('notFound.title')}</Title>
          <Text c="dimmed">{t('notFound.message')}</Text>
          <Button component={Link} to="/">{t('notFound.home')}</Button>
        </Stack>
      </Center>
    </SettledScreen>
  );
}
