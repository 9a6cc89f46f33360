import { useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomComponentProps } from '../renderer/RendererEnvironment';
import { login } from '../session/sessionStore';
import { toApiFailure } from '../api/ApiFailure';
import { useTenant } from '../tenant/TenantContext';
import { safeRedirect } from './safeRedirect';

interface Credentials {
  username: string;
  password: string;
}

/** `/login`: e-mail or project / plus-crew identifier and password; returns to the page that sent the user here. */
export function LoginScreen({ screen }: CustomComponentProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await login(username, password);
      void navigate(safeRedirect(search.get('redirect'), '/'), { replace: true });
    } catch (error) {
      setFailure(toApiFailure(error).message);
    }
  });

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p="lg" w="100%" maw={420}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Title order={1} size="h3">{tenant?.name ?? t(screen?.title ?? 'login.title')}</Title>
            {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
            <TextInput
              label={t('login.username')}
              description={t('login.usernameHelp')}
              autoComplete="username"
              inputMode="email"
              required
              error={formState.errors.username && t('form.required')}
              {...register('username', { required: true })}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              error={formState.errors.password && t('form.required')}
              {...register('password', { required: true })}
            />
            <Button type="submit" loading={formState.isSubmitting} fullWidth>{t('login.submit')}</Button>
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
