import { Stack } from '@mantine/core';
import { ActionBar } from '../actions/ActionBar';
import { SectionView } from '../parts/SectionView';
import { ShownInOrder } from '../../ui/ShownInOrder';
import type { LayoutProps } from './LayoutProps';
import '../../ui/styles/frameStyles';

/**
 * `layout: dashboard`: sections, each with its own source and condition; empty sections stay hidden by default. The
 * sections appear from the top down as each is ready, so the page does not shift as each arrives or turns out empty.
 */
export function DashboardLayout({ body, scope }: LayoutProps<'dashboard'>) {
  return (
    <Stack gap="sm">
      <ActionBar actions={body.actions} scope={scope} />
      <ShownInOrder>
        {(body.sections ?? []).map((section) => (
          <SectionView key={section.id} section={section} scope={scope} hideWhenEmptyByDefault />
        ))}
      </ShownInOrder>
    </Stack>
  );
}
