import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { AccessRule } from '../ground/screenLanguage/types';
import type { AccessProbe } from '../ground/screenLanguage/evaluateCondition';
import type { TemplateScope } from '../ground/screenLanguage/renderTemplate';
import type { BrowserPermission, CustomLayoutSpec, ScreenSpec } from '../ground/screenLanguage/types';
import type { LayoutTable } from './layouts/LayoutTable';

/** A toast request; `message` is an i18n key or a server's sentence. */
export interface ToastRequest {
  type: 'error' | 'success' | 'info' | 'warning' | 'default';
  message: string;
}

/** Props every registered hand-written (`layout: custom`) component receives. */
export interface CustomComponentProps {
  screen: ScreenSpec | null;
  body: CustomLayoutSpec;
  scope: TemplateScope;
}

/** The query of the page's address (`?q=zuiderpark`), where a screen keeps what going back should find again. */
export interface AddressQuery {
  /** The address's query values by name. */
  values: Readonly<Record<string, string>>;
  /** Sets values in place (no new history entry); null removes one, names not given are kept. */
  replace: (values: Record<string, string | null>) => void;
}

/** What the renderer needs from the app around it; the app provides it, the renderer never imports the app. */
export interface RendererEnvironment {
  access: AccessProbe;
  /** The one access decision, for actions' `access` rules. */
  can: (rule: AccessRule | undefined) => boolean;
  /** `$params`, `$user`, `$today`: the base of every template scope. */
  scope: TemplateScope;
  notify: (toast: ToastRequest) => void;
  /** Asks a yes/no question (an i18n key); resolves true on yes. */
  confirm: (question: string) => Promise<boolean>;
  navigate: (to: string) => void;
  /** The layout for each kind: the registry's table (`registry.ts`), handed in so no layout imports it back. */
  layouts: LayoutTable;
  /** The hand-written components by registered name. */
  customComponents: Partial<Record<string, ComponentType<CustomComponentProps>>>;
  /** The page address's query, where a list keeps its search. Default: none (a search lasts as long as its list). */
  addressQuery?: AddressQuery;
  /**
   * What the app does once a `permission` action got the browser's permission (notifications: subscribe this browser
   * to push messages); a rejection is told as a failure. Default: nothing more.
   */
  permissionGranted?: (permission: BrowserPermission) => Promise<void>;
}

const RendererContext = createContext<RendererEnvironment | null>(null);

/** Provides the app's environment to every layout, widget and action below it. */
export function RendererProvider({ value, children }: { value: RendererEnvironment; children: ReactNode }) {
  return <RendererContext.Provider value={value}>{children}</RendererContext.Provider>;
}

/** The environment the app provided; throws when a layout is rendered outside RendererProvider. */
export function useRendererEnvironment(): RendererEnvironment {
  const environment = useContext(RendererContext);
  if (!environment) throw new Error('A screen was rendered outside RendererProvider');
  return environment;
}
