import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWaitingPart } from './busyParts';

/** The shape of what is loading: a list's cards, a record's lines, a form's fields, or a dashboard's sections. */
export type SkeletonShape = 'cards' | 'lines' | 'form' | 'sections';

/** Block heights (px) near those of what comes, so the page hardly moves when it arrives. */
const shapes: Record<SkeletonShape, { heights: number[]; gap: string }> = {
  // An item card: title, subtitle and a line of fields, in its border and padding.
  cards: { heights: [76, 76, 76, 76], gap: 'xs' },
  // Label/value lines of a record.
  lines: { heights: [20, 20, 20, 20, 20], gap: 'sm' },
  // A field: its label, then its input.
  form: { heights: [14, 36, 14, 36, 14, 36], gap: 'xs' },
  // A dashboard's sections, each a card with a title and some lines.
  sections: { heights: [140, 140], gap: 'sm' },
};

/**
 * Grey blocks in the place of what is loading, shaped like it (Mantine Skeleton), announced as loading (an indeterminate progress bar, like a spinner). The part
 * counts as waiting for the screen's settled state, like the spinner it replaces.
 */
export function LoadingSkeleton({ shape = 'cards' }: { shape?: SkeletonShape }) {
  const { t } = useTranslation();
  useWaitingPart();
  const { heights, gap } = shapes[shape];
  return (
    <Stack gap={gap} role="progressbar" aria-busy aria-label={t('common.loading')} data-testid="loading-skeleton">
      {heights.map((height, index) => (
        <Skeleton
          key={index}
          h={height}
          radius={shape === 'lines' || (shape === 'form' && index % 2 === 0) ? 'sm' : 'md'}
          w={shape === 'lines' ? `${90 - (index % 3) * 15}%` : shape === 'form' && index % 2 === 0 ? '35%' : '100%'}
        />
      ))}
    </Stack>
  );
}
