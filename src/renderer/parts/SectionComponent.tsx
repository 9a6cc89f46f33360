import { Suspense } from 'react';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { useRendererEnvironment } from '../RendererEnvironment';
import { UnknownKind } from '../UnknownKind';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton';

/** A section's `component:` — a registered hand-written part (e.g. document signing) inside a YAML screen. */
export function SectionComponent({ name, options, scope }: { name: string; options?: Record<string, unknown>; scope: TemplateScope }) {
  const { customComponents } = useRendererEnvironment();
  const Component = customComponents[name];
  if (!Component) return <UnknownKind what="component" kind={name} where={`section: registered are ${Object.keys(customComponents).join(', ') || 'none'}`} />;
  return (
    <Suspense fallback={<LoadingSkeleton shape="lines" />}>
      <Component screen={null} body={{ layout: 'custom', component: name, options }} scope={scope} />
    </Suspense>
  );
}
