import { lazy, type ComponentType } from 'react';
import type { CustomComponentName } from '../ground/screenLanguage/customComponents';
import type { CustomComponentProps } from '../renderer/RendererEnvironment';
import { LoginScreen } from './LoginScreen';

/** The hand-written components that `layout: custom` screens name; one entry per registered name. */
export const customComponents = {
  login: LoginScreen,
  // Lazy: the pad and the signing rules load only where a document is signed.
  documentSigning: lazy(() => import('../features/signing/DocumentSigning')),
  // Lazy: the chart library loads only on a plus crew's page.
  plusCrew: lazy(() => import('../features/plus-crew/PlusCrewPerformance')),
  checkIn: lazy(() => import('../features/check-in/CheckInScreen')),
} satisfies Record<CustomComponentName, ComponentType<CustomComponentProps>>;
