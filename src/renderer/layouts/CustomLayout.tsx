import { useRendererEnvironment } from '../RendererEnvironment';
import { UnknownKind } from '../UnknownKind';
import type { LayoutProps } from './LayoutProps';

/** `layout: custom`: the hand-written component registered under `component`, with the spec's route data. */
export function CustomLayout({ body, scope, screen }: LayoutProps<'custom'>) {
  const { customComponents } = useRendererEnvironment();
  const Component = body.component ? customComponents[body.component] : undefined;
  if (!Component) {
    const registered = Object.keys(customComponents).join(', ') || 'none';
    return <UnknownKind what="component" kind={body.component ?? ''} where={`${screen?.id ?? 'spec'}: registered are ${registered}`} />;
  }
  return <Component screen={screen} body={body} scope={scope} />;
}
