import { Suspense } from 'react';
import type { LayoutBody, ScreenSpec } from '../spec/types';
import type { TemplateScope } from '../spec/renderTemplate';
import { layouts } from './registry';
import { UnknownKind } from './UnknownKind';
import { LoadingState } from '../ui/LoadingState';

/** Draws a spec's layout through the registry; lazy layouts show the loading state while their code arrives. */
export function LayoutView({ body, scope, screen, path }: { body: LayoutBody; scope: TemplateScope; screen: ScreenSpec | null; path: string }) {
  const Layout = layouts[body.layout];
  if (!Layout) return <UnknownKind what="layout" kind={body.layout} where={`${screen?.id ?? 'spec'} at ${path}`} />;
  return (
    <Suspense fallback={<LoadingState />}>
      <Layout body={body} scope={scope} screen={screen} />
    </Suspense>
  );
}
