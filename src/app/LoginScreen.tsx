import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import registry from 'virtual:screen-registry';
import { useTranslation } from 'react-i18next';
import type { CustomComponentProps } from '../renderer/RendererEnvironment';
import { getSession, login } from '../session/sessionStore';
import { toApiFailure } from '../api/ApiFailure';
import { useTenant } from '../tenant/TenantContext';
import { safeRedirect } from './safeRedirect';
import { preloadScreenAt } from './preloadScreenAt';
import { TenantBackdrop } from './TenantBackdrop';
import { TenantMark } from './TenantMark';

/**
 * `/login`: e-mail or project / plus-crew identifier and password; returns to the page that sent the user here. The
 * card stands on the tenant's background (image, colour, or a wash of its primary colour) with its logo and name.
 */
export function LoginScreen({ screen }: CustomComponentProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // Two fields do not need a form library (kept off the first screen): each is required, and says so once a
  // submit was tried, until it is filled in.
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const missing = (value: string) => (tried && value === '' ? t('form.required') : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (username === '' || password === '' || submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await login(username, password);
      const target = safeRedirect(search.get('redirect'), '/');
      // The first screen's code and calls start now, as on a start with a kept session; its calls are remembered, so
      // the next start makes them before the app's code has loaded.
      preloadScreenAt(registry, new URL(target, window.location.origin).pathname, getSession(), queryClient);
      void navigate(target, { replace: true });
    } catch (error) {
      setFailure(toApiFailure(error).message);
      setSubmitting(false);
    }
  };

  return (
    <Center mih="100dvh" p="md">
      <TenantBackdrop withFallback />
      <Paper withBorder shadow="md" radius="lg" p="lg" w="100%" maw={420}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Group gap="sm" wrap="nowrap">
              <TenantMark />
              <Title order={1} size="h3">{tenant?.name ?? t(screen?.title ?? 'login.title')}</Title>
            </Group>
            {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
            <TextInput
              label={t('login.username')}
              description={t('login.usernameHelp')}
              autoComplete="username"
              inputMode="email"
              required
              name="username"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              error={missing(username)}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              name="password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={missing(password)}
            />
            <Button type="submit" loading={submitting} fullWidth>{t('login.submit')}</Button>
            <Group justify="center" gap="md">
              <Anchor component={Link} to="/forgotten-password" size="sm">{t('login.forgotten')}</Anchor>
              <Anchor component={Link} to="/renew-password" size="sm">{t('login.renew')}</Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
