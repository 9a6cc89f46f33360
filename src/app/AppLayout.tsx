import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Group, NavLink, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './buildMenus';
import { MenuIcon } from './MenuIcon';
import { useSwipeBack } from './useSwipeBack';
import { TenantBackdrop } from './TenantBackdrop';
import { InstallHint } from './InstallHint';
import { PullToRefresh } from './PullToRefresh';
import { OutboxBadge } from './outbox/OutboxBadge';
import { useOutboxSending } from './outbox/useOutboxSending';
import { mainContentId, SkipLink } from './SkipLink';
import { useNavigationFocus } from './useNavigationFocus';
import { prepareToasts } from '../ui/showToast';
import { afterFirstScreen } from './firstScreenSettled';
import '../ui/styles/frameStyles';
import classes from './AppLayout.module.css';

/** How long the side menu takes to slide in and out on a phone (ms). */
const menuSlide = 200;

/**
 * The frame around a screen: top bar (menu toggle, title, back, the outbox's badge), side menu, and the bottom menu when
 * given; it sends the outbox. For the keyboard and screen readers: a skip link first, the closed side menu out of the
 * focus order and the accessibility tree (`inert`, on phones where it slides away), and after each navigation the
 * focus on the screen's heading with the new screen said in a live region.
 */
export function AppLayout({ title, side, bottom, showBack, children }: { title: string; side: MenuEntry[]; bottom: MenuEntry[]; showBack: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const goBack = useCallback(() => void navigate(-1), [navigate]);
  const { pathname } = useLocation();
  // Mantine's `sm` breakpoint, from which the side menu stays open beside the screen.
  const menuAlwaysShown = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  // On a phone the side menu's links are drawn when it first opens (then kept, for its closing slide): a closed menu
  // was a third of the first screen's elements, which the phone built, styled and laid out for nothing.
  const [menuDrawn, setMenuDrawn] = useState(false);
  if (opened && !menuDrawn) setMenuDrawn(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const announced = useNavigationFocus(heading, pathname, t('frame.pageOpened', { title }));
  useSwipeBack(goBack, showBack);
  // The toasts' code, once the first screen has settled: not beside its files on a phone's connection.
  useEffect(() => afterFirstScreen(prepareToasts, 3000), []);
  useOutboxSending();
  return (
    <AppShell
      className={classes.shell}
      transitionDuration={menuSlide}
      style={{ '--menu-slide-duration': `${menuSlide}ms` }}
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={bottom.length > 0 ? { height: 64 } : undefined}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="sm" gap="xs" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('menu.toggle')} />
          {showBack && (
            <ActionIcon variant="subtle" size="lg" onClick={goBack} aria-label={t('common.back')}>
              <IconArrowLeft size={20} />
            </ActionIcon>
          )}
          <Title ref={heading} tabIndex={-1} order={1} size="h4" lineClamp={1} style={{ flex: 1, outlineOffset: 2 }}>{title}</Title>
          <OutboxBadge />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('menu.side')} inert={!opened && menuAlwaysShown === false}>
        {/* The phone's own scrolling (not Mantine's ScrollArea, whose code the first screen would load for a closed menu). */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {(menuDrawn || menuAlwaysShown === true) && side.map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={t(entry.label)}
              leftSection={<MenuIcon name={entry.icon} />}
              active={pathname === entry.to}
              onClick={close}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} style={{ background: 'transparent', outline: 'none' }}>
        <VisuallyHidden role="status" aria-live="polite">{announced}</VisuallyHidden>
        <TenantBackdrop />
        <PullToRefresh top={56} />
        {children}
        <InstallHint />
      </AppShell.Main>
      {bottom.length > 0 && (
        <AppShell.Footer>
          <nav aria-label={t('menu.bottom')} style={{ display: 'flex', height: '100%' }}>
            {bottom.map((entry) => (
              <UnstyledButton
                key={entry.to}
                component={Link}
                to={entry.to}
                aria-current={pathname === entry.to ? 'page' : undefined}
                style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
                c={pathname === entry.to ? 'var(--mantine-color-anchor)' : 'dimmed'}
              >
                <MenuIcon name={entry.icon} />
                <Text size="xs" lineClamp={1}>{t(entry.label)}</Text>
              </UnstyledButton>
            ))}
          </nav>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
