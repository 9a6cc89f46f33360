import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatContext } from '../../renderer/hooks/useFormatContext';
import { distanceParts } from './distance';
import type { GeolocationState } from './useGeolocation';

/** How a length in metres reads in the current language (`120 m`, `2.3 km`). */
export function useFormatDistance(): (meters: number) => string {
  const { locale } = useFormatContext();
  return (meters) => {
    const { value, unit } = distanceParts(meters);
    return new Intl.NumberFormat(locale, { style: 'unit', unit: unit === 'm' ? 'meter' : 'kilometer', maximumFractionDigits: 1 }).format(value);
  };
}

/** Where the device is against the venue: the distance and whether it is within the radius, or why there is no position. */
export function CheckInPosition({ geolocation, distance, radiusMeters }: {
  geolocation: GeolocationState;
  /** Metres from the position to the venue, or null when either is not known. */
  distance: number | null;
  radiusMeters: number;
}) {
  const { t } = useTranslation();
  const formatDistance = useFormatDistance();
  const { position, problem, retry } = geolocation;

  if (problem === 'refused' || problem === 'unsupported') {
    return (
      <Alert color="red" role="alert" title={t('checkIn.noLocation')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(problem === 'refused' ? 'checkIn.refused' : 'checkIn.unsupported')}</Text>
          {problem === 'refused' && <Button size="xs" variant="white" color="red" onClick={retry}>{t('checkIn.tryAgain')}</Button>}
        </Stack>
      </Alert>
    );
  }
  if (!position) {
    return problem === 'noFix'
      ? <Alert color="yellow" role="status">{t('checkIn.noFix')}</Alert>
      : <Group gap="xs" role="status"><Loader size="xs" /><Text size="sm">{t('checkIn.finding')}</Text></Group>;
  }
  const within = distance !== null && distance <= radiusMeters;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="check-in-position">
      <Stack gap={4}>
        {distance === null
          ? <Text size="sm">{t('checkIn.venueNoPosition')}</Text>
          : <Text fw={700} size="lg">{t('checkIn.distance', { distance: formatDistance(distance) })}</Text>}
        {distance !== null && (
          <Badge variant="light" color={within ? 'green' : 'orange'} size="lg" tt="none">
            {t(within ? 'checkIn.withinRadius' : 'checkIn.outsideRadius', { radius: formatDistance(radiusMeters) })}
          </Badge>
        )}
        <Text size="xs" c="dimmed">{t('checkIn.accuracy', { accuracy: formatDistance(position.accuracy) })}</Text>
        {problem === 'noFix' && <Text size="xs" c="orange">{t('checkIn.noFix')}</Text>}
      </Stack>
    </Paper>
  );
}
