import { useState, useSyncExternalStore } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconSquareArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/TenantContext';
import { acceptInstallOffer, installPromptOffered, subscribeInstallPrompt } from './installPromptEvent';
import { installHintAnswered, rememberInstallHintAnswered } from './installHintMemory';
import { currentStandalone, installHintKind } from './installHintKind';

/**
 * Offers to put the app on the home screen, once per device: "Install the app" where the browser offered it
 * (Android, Chromium), or how to "Add to Home Screen" with Safari's Share button on iOS. Never in the installed
 * app. It floats above the bottom menu, over the page rather than in it: the offer comes whenever the browser makes
 * it, often while the screen's sections are still arriving, and a hint in the page's flow would be pushed down by
 * each of them (a layout shift of 0.149 on home). Installing, "Not now" or closing it is remembered on the device.
 */
/** Above the bottom menu (and the phone's home bar), beside the side menu on a wide screen, never wider than a phone. */
const floating = {
  position: 'fixed',
  insetInline: 'calc(var(--app-shell-navbar-offset, 0px) + 12px) 12px',
  bottom: 'calc(var(--app-shell-footer-offset, 0px) + 12px + env(safe-area-inset-bottom, 0px))',
  maxWidth: 480,
  marginInline: 'auto',
  zIndex: 150,
} as const;

export function InstallHint() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const offered = useSyncExternalStore(subscribeInstallPrompt, installPromptOffered, () => null);
  const [answered, setAnswered] = useState(() => installHintAnswered());
  const kind = installHintKind({
    standalone: currentStandalone(), userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints,
    offered: offered !== null, answered,
  });
  if (!kind) return null;
  const answer = () => {
    rememberInstallHintAnswered();
    setAnswered(true);
  };
  const install = () => {
    answer();
    void acceptInstallOffer();
  };
  const title = kind === 'install' ? t('installApp.title') : t('installApp.iosTitle');
  return (
    <Paper component="aside" aria-label={title} withBorder shadow="md" radius="md" p="sm" data-testid="install-hint" style={floating}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {kind === 'install' ? <IconDeviceMobileDown size={28} aria-hidden /> : <IconSquareArrowUp size={28} aria-hidden />}
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm">
            {kind === 'install' ? t('installApp.body', { name: tenant?.name ?? '' }) : t('installApp.iosBody')}
          </Text>
          {kind === 'install' && (
            <Group gap="sm">
              <Button size="compact-md" onClick={install}>{t('installApp.install')}</Button>
              <Button size="compact-md" variant="default" onClick={answer}>{t('installApp.dismiss')}</Button>
            </Group>
          )}
        </Stack>
        {kind === 'addToHomeScreen' && <CloseButton aria-label={t('installApp.close')} onClick={answer} />}
      </Group>
    </Paper>
  );
}
