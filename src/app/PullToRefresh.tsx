import { useCallback, useEffect } from 'react';
import { Loader, Paper } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maxPull, pullProgress, threshold } from './pullGesture';
import { usePullToRefresh } from './usePullToRefresh';

/**
 * Pull-to-refresh for every screen in the frame: pulling down at the top of the page shows a round indicator under
 * the top bar (it floats over the page: nothing moves), and letting go past the threshold refetches the queries the
 * screen shows. With reduced motion the indicator does not slide or spin. The browser's own pull (a reload) is
 * held back while the frame is shown.
 */
export function PullToRefresh({ top }: { top: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reduceMotion = useReducedMotion();
  const refresh = useCallback(() => queryClient.refetchQueries({ type: 'active' }), [queryClient]);
  const { state, refreshing } = usePullToRefresh(refresh);
  // The browser's own pull-down (a reload of the page) would fight ours.
  useEffect(() => {
    const root = document.documentElement.style;
    const before = root.overscrollBehaviorY;
    root.overscrollBehaviorY = 'contain';
    return () => void (root.overscrollBehaviorY = before);
  }, []);
  const shown = refreshing || state.pulling;
  if (!shown) return null;
  const ready = state.pull >= threshold;
  const label = refreshing ? t('pullToRefresh.refreshing') : ready ? t('pullToRefresh.release') : t('pullToRefresh.pull');
  const offset = refreshing ? threshold / 2 : reduceMotion ? threshold / 2 : (state.pull / maxPull) * threshold;
  return (
    <Paper
      role="status"
      aria-label={label}
      data-testid="pull-to-refresh"
      shadow="md"
      radius="xl"
      withBorder
      style={{
        position: 'fixed', top, left: '50%', zIndex: 150, width: 40, height: 40, display: 'grid', placeItems: 'center',
        transform: `translate(-50%, ${offset}px)`, opacity: refreshing ? 1 : 0.4 + 0.6 * pullProgress(state), pointerEvents: 'none',
      }}
    >
      {refreshing ? (
        reduceMotion ? <IconArrowDown size={20} aria-hidden /> : <Loader size={20} aria-hidden />
      ) : (
        <IconArrowDown size={20} aria-hidden style={{ transform: `rotate(${ready ? 180 : 0}deg)`, transition: reduceMotion ? undefined : 'transform 150ms' }} />
      )}
    </Paper>
  );
}
