import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlusCrew, PlusCrewProgress } from '../../ground/contract';
import type { ApiFailure } from '../../api/ApiFailure';
import { fetchSource } from '../../api/fetchSource';
import { renderEndpoint } from '../../ground/screenLanguage/renderTemplate';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import type { CustomComponentProps } from '../../renderer/RendererEnvironment';
import { ActionBar } from '../../renderer/actions/ActionBar';
import { useFormatContext } from '../../renderer/hooks/useFormatContext';
import { queryKeys } from '../../renderer/hooks/queryKeys';
import { LoadingState } from '../../ui/LoadingState';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { plusCrewFigures } from './plusCrewFigures';
import { useBusyPart } from '../../ui/busyParts';
import '../../ui/styles/screenStyles';

/** One record through the api and the shared cache (the same key a YAML source would use). */
function useRecord<T>(endpoint: string, scope: TemplateScope) {
  const result = useQuery<T, ApiFailure>({
    queryKey: queryKeys.source(renderEndpoint(endpoint, scope), {}, false),
    queryFn: async ({ signal }) => (await fetchSource({ endpoint }, scope, { list: false, signal })) as T,
  });
  useBusyPart(result.isFetching);
  return result;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} size="lg">{value}</Text>
      {hint && <Text size="xs" c="dimmed">{hint}</Text>}
    </Paper>
  );
}

/**
 * A plus crew's page (section 2, Plus crews): the bonus forecast, this month's projected turnover against the
 * minimum target, team speed, and the last months as charts — turnover bars against the target line, team speed
 * as a line. Lazy: the chart library loads only here. The screen's YAML gives the actions (settings, data).
 */
export default function PlusCrewPerformance({ body, scope }: CustomComponentProps) {
  const { t } = useTranslation();
  const { locale } = useFormatContext();
  const plusCrew = useRecord<PlusCrew>('/plusCrews/{{ $params.number }}', scope);
  const progress = useRecord<PlusCrewProgress>('/plusCrews/{{ $params.number }}/prgrss', scope);
  // A failed refetch (offline) keeps the figures already shown.
  const failed = (plusCrew.isLoadingError ? plusCrew.error : null) ?? (progress.isLoadingError ? progress.error : null);
  if (failed?.status === 404) return <EmptyState message="errors.plusCrewsNotFound" />;
  if (failed) return <ErrorState message={failed.message} onRetry={() => void Promise.all([plusCrew.refetch(), progress.refetch()])} />;
  if (!plusCrew.data || !progress.data) return <LoadingState />;
  const figures = plusCrewFigures(plusCrew.data, progress.data, locale);
  const euros = (value: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
  const number = (value: number | null) => (value === null ? '–' : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value));
  const target = plusCrew.data.minimumTarget;

  return (
    <Stack gap="sm" data-testid="plus-crew">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          <Title order={2} size="h4">{plusCrew.data.name}</Title>
          <Text size="sm" c="dimmed">{[plusCrew.data.type?.name, plusCrew.data.members.map((member) => member.name).join(', ')].filter(Boolean).join(' · ')}</Text>
        </Stack>
        <Badge variant="light" size="lg">{plusCrew.data.number}</Badge>
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Figure label={t('plusCrew.bonusForecast')} value={euros(figures.bonusForecast)} hint={t('plusCrew.bonusAtTarget', { amount: euros(figures.bonusAtTarget), percentage: plusCrew.data.bonusPercentage })} />
        <Figure label={t('plusCrew.teamSpeed')} value={number(progress.data.teamSpeed)} hint={t('plusCrew.teamSpeedHint')} />
        <Figure label={t('plusCrew.minimumTarget')} value={euros(target)} hint={t('plusCrew.monthsReached', { reached: figures.monthsReached, months: figures.rows.length })} />
        <Figure label={t('plusCrew.totalTurnover')} value={euros(progress.data.totalTurnover)} hint={t('plusCrew.totalHours', { hours: number(progress.data.totalHours) })} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>{t('plusCrew.projected')}</Text>
            <Text size="sm" data-testid="projected-turnover">{euros(progress.data.projectedTurnover)}</Text>
          </Group>
          <Progress value={figures.projectedShare * 100} color={figures.projectedShortfall === 0 ? 'teal' : 'orange'} aria-label={t('plusCrew.projected')} />
          <Text size="xs" c="dimmed">
            {figures.projectedShortfall === 0 ? t('plusCrew.onTrack') : t('plusCrew.shortfall', { amount: euros(figures.projectedShortfall) })}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t('plusCrew.turnoverChart')}>
        <Title order={3} size="h6" mb="xs">{t('plusCrew.turnoverChart')}</Title>
        <BarChart
          h={220}
          data={figures.rows}
          dataKey="label"
          series={[{ name: 'turnover', label: t('plusCrew.turnover'), color: 'teal.6' }]}
          getBarColor={(value) => (value >= target ? 'teal.6' : 'orange.6')}
          referenceLines={[{ y: target, color: 'red.6' }]}
          valueFormatter={euros}
          yAxisProps={{ width: 64 }}
          data-testid="turnover-chart"
        />
        {/* The target line's name under the chart, where it never covers a bar. */}
        <Group gap={6} mt={6} wrap="nowrap">
          <span aria-hidden style={{ width: 16, borderTop: '2px solid var(--mantine-color-red-6)' }} />
          <Text size="xs" c="dimmed">{t('plusCrew.minimumTarget')} · {euros(target)}</Text>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t('plusCrew.speedChart')}>
        <Title order={3} size="h6" mb="xs">{t('plusCrew.speedChart')}</Title>
        <LineChart
          h={180}
          data={figures.rows}
          dataKey="label"
          series={[{ name: 'teamSpeed', label: t('plusCrew.teamSpeed'), color: 'blue.6' }]}
          valueFormatter={(value) => number(value)}
          connectNulls
          curveType="monotone"
        />
      </Paper>
      <ActionBar actions={body.actions} scope={scope} stacked />
    </Stack>
  );
}
