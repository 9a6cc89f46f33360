import type { ComponentType } from 'react';
import type { CustomComponentName } from '../spec/customComponents';
import type { CustomComponentProps } from '../renderer/RendererEnvironment';
import { LoginScreen } from './LoginScreen';

/** The hand-written components that `layout: custom` screens name; one entry per registered name. */
export const customComponents = {
  login: LoginScreen,
} satisfies Record<CustomComponentName, ComponentType<CustomComponentProps>>;
