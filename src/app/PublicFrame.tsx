import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TenantBackdrop } from './TenantBackdrop';

/** The page around a public screen (forgotten password, unsubscribe …): a centred card with its title on the tenant's background. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <TenantBackdrop withFallback />
      <Paper withBorder shadow="sm" radius="lg" p="lg" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h3">{title}</Title>
          {children}
          <Anchor component={Link} to="/login" size="sm">{t('login.title')}</Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
