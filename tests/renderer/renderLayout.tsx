import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { vi } from 'vitest';
import type { LayoutSpec, ScreenSpec } from '../../src/ground/screenLanguage/types';
import { LayoutView } from '../../src/renderer/LayoutView';
import { layouts } from '../../src/renderer/registry';
import { RendererProvider, type RendererEnvironment } from '../../src/renderer/RendererEnvironment';
import { accessProbe, can } from '../../src/session/can';
import type { Session } from '../../src/session/sessionTypes';
import en from '../../locales/en.json';

// The layouts load lazily in the app; here they are loaded once, so that a layout draws on its first render.
await Promise.all(Object.values(layouts).map((layout) => ('preload' in layout ? layout.preload() : null)));

/** A crew session with the given rights, for layout tests. */
export function crewSession(rights: Record<string, string[]> = {}): Session {
  return {
    token: 't',
    expiresAt: Date.now() / 1000 + 3600,
    tokenType: 'user',
    loginData: { loginTypes: [{ caption: 'Crew' }], language: 'en' },
    loginTypes: ['crew'],
    rights,
    mailboxRights: {},
  };
}

/** Renders one spec body with every provider a layout needs; `environment` overrides the defaults. */
export function renderLayout(body: LayoutSpec, options: { session?: Session | null; environment?: Partial<RendererEnvironment>; screen?: ScreenSpec | null; params?: Record<string, string> } = {}) {
  const session = options.session === undefined ? crewSession() : options.session;
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const environment: RendererEnvironment = {
    access: accessProbe(session),
    can: (rule) => can(session, rule).allowed,
    scope: { $params: options.params ?? {}, $user: { personId: 1 }, $today: '2026-11-22' },
    notify: vi.fn(),
    confirm: vi.fn(async () => true),
    navigate: vi.fn(),
    layouts, customComponents: {},
    ...options.environment,
  };
  const ui: ReactElement = (
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RendererProvider value={environment}>
            <LayoutView body={body} scope={environment.scope} screen={options.screen ?? null} path="/" />
          </RendererProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
  return { ...render(ui), environment, queryClient };
}
