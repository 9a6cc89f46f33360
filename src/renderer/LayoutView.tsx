import { Suspense } from 'react';
import type { LayoutSpec, ScreenSpec } from '../ground/screenLanguage/types';
import type { TemplateScope } from '../ground/screenLanguage/renderTemplate';
import { useRendererEnvironment } from './RendererEnvironment';
import { layoutElement } from './layouts/LayoutTable';
import { UnknownKind } from './UnknownKind';
import { TextsOfLayout } from './texts';
import { LoadingSkeleton, type SkeletonShape } from '../ui/LoadingSkeleton';

/** The shape of what each layout draws first, held by a skeleton while its code arrives. */
const layoutSkeletons: Partial<Record<string, SkeletonShape>> = { list: 'cards', tabs: 'cards', detail: 'lines', form: 'form', dashboard: 'sections', calendar: 'sections' };

/**
 * Draws a spec's layout through the registry, which the app hands in with the environment (`layouts`); lazy layouts
 * show a skeleton of their shape while their code arrives.
 */
export function LayoutView({ body, scope, screen, path }: { body: LayoutSpec; scope: TemplateScope; screen: ScreenSpec | null; path: string }) {
  const { layouts } = useRendererEnvironment();
  const layout = layoutElement(layouts, { body, scope, screen });
  if (!layout) return <UnknownKind what="layout" kind={body.layout} where={`${screen?.id ?? 'spec'} at ${path}`} />;
  return (
    <TextsOfLayout>
      <Suspense fallback={<LoadingSkeleton shape={layoutSkeletons[body.layout] ?? 'lines'} />}>
        {layout}
      </Suspense>
    </TextsOfLayout>
  );
}
