import { useState } from 'react';
import { Alert, Button, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ProjectCrew } from '../../ground/contract';
import { formatValue } from '../../ground/screenLanguage/formatValue';
import { useRendererEnvironment, type CustomComponentProps } from '../../renderer/RendererEnvironment';
import { scopeUser } from '../../renderer/hooks/scopeUser';
import { useScreenData } from '../../renderer/hooks/useScreenData';
import { useFormatContext } from '../../renderer/hooks/useFormatContext';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { CheckInPosition, useFormatDistance } from './CheckInPosition';
import { PendingCheckList } from './PendingCheckList';
import { distanceMeters, isWithinRadius } from './distance';
import { nextCheckKind } from './nextCheckKind';
import { useGeolocation } from './useGeolocation';
import { useLocationSharing } from './useLocationSharing';
import { usePendingChecks } from './usePendingChecks';
import '../../ui/styles/screenStyles';

const defaultSource = { endpoint: '/projectCrews/{{ $params.id }}' };

/**
 * Checking in and out on a crew (section 2, Crew): the venue, where the device is against it and the check-in radius,
 * one big button for the check that comes next (a check-in outside the radius is refused, saying how far the venue is), checks made offline waiting to be sent, and sharing the position with
 * the crew every minute while the page is open. Options: `mode` (`checkIn`, default, or `checkOut`: which check the
 * route is for). The crew comes from the screen's `source` (default `/projectCrews/{{ $params.id }}`).
 */
export default function CheckInScreen({ body, scope }: CustomComponentProps) {
  const { t } = useTranslation();
  const format = useFormatContext();
  const { confirm } = useRendererEnvironment();
  const { online } = useNetwork();
  const formatDistance = useFormatDistance();
  const mode = body.options?.mode === 'checkOut' ? 'checkOut' : 'checkIn';
  const crewQuery = useScreenData(body.source ?? defaultSource, scope, { list: false });
  const crew = crewQuery.data as ProjectCrew | undefined;
  const personId = scopeUser(scope).personId ?? null;
  const geolocation = useGeolocation();
  const pending = usePendingChecks(personId, crew?.id ?? 0);
  const [sharingChoice, setSharingChoice] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const onCrew = crew?.myRole === 'member' || crew?.myRole === 'chief';
  const sharing = sharingChoice ?? crew?.checkIn.state === 'checkedIn';
  const shared = useLocationSharing(crew?.id ?? 0, sharing && onCrew && online, geolocation.position);

  if (crewQuery.error?.status === 404) return <EmptyState message="checkIn.crewNotFound" />;
  if (crewQuery.error) return <ErrorState message={crewQuery.error.message} onRetry={crewQuery.refetch} />;
  if (!crew) return <LoadingState />;

  const venue = crew.location?.latitude != null && crew.location.longitude != null
    ? { latitude: crew.location.latitude, longitude: crew.location.longitude } : null;
  const { position } = geolocation;
  const distance = venue && position ? distanceMeters(position, venue) : null;
  const next = nextCheckKind(crew.checkIn.state, pending.checks);
  const moment = (value: string | null) => formatValue(value, 'dateTime', format);
  const outside = distance !== null && !isWithinRadius(distance, crew.checkInRadiusMeters);
  // A check-in counts only within the company's radius (the server refuses it too); a check-out outside asks first.
  const tooFar = outside && next === 'checkIn';

  async function check() {
    if (!position || tooFar) return;
    if (outside && !(await confirm('checkIn.outsideQuestion'))) return;
    setBusy(true);
    try {
      await pending.make(next, position);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="check-in">
      <Paper withBorder radius="md" p="sm">
        <Title order={2} size="h4">{crew.name}</Title>
        <Text size="sm" c="dimmed">{crew.project.name}</Text>
        {crew.location
          ? <Text size="sm">{crew.location.name}, {crew.location.address}, {crew.location.city}</Text>
          : <Text size="sm" c="dimmed">{t('checkIn.venueUnknown')}</Text>}
        <Text size="sm" fw={600} mt={4} data-testid="check-in-state">
          {crew.checkIn.state === 'checkedIn' ? t('checkIn.stateCheckedIn', { time: moment(crew.checkIn.checkedInAt) })
            : crew.checkIn.state === 'checkedOut' ? t('checkIn.stateCheckedOut', { time: moment(crew.checkIn.checkedOutAt) })
              : t('checkIn.stateNotCheckedIn')}
        </Text>
      </Paper>
      <CheckInPosition geolocation={geolocation} distance={distance} radiusMeters={crew.checkInRadiusMeters} />
      <PendingCheckList checks={pending.checks} onDiscard={pending.discard} />
      {!onCrew && <Alert color="blue">{t('checkIn.membersOnly')}</Alert>}
      {onCrew && next !== mode && (
        <Text size="sm" c="dimmed">{t(mode === 'checkOut' ? 'checkIn.notCheckedInYet' : 'checkIn.alreadyCheckedIn')}</Text>
      )}
      {onCrew && tooFar && distance !== null && (
        <Alert color="red" role="alert" data-testid="check-in-too-far">
          {t('hours.tooFar', { distance: formatDistance(distance), radius: formatDistance(crew.checkInRadiusMeters) })}
        </Alert>
      )}
      {onCrew && (
        <Button size="xl" fullWidth radius="md" color={next === 'checkIn' ? 'green' : 'orange'} loading={busy} disabled={!position || tooFar}
          onClick={() => void check()}>
          {t(next === 'checkIn' ? 'checkIn.checkInButton' : 'checkIn.checkOutButton')}
        </Button>
      )}
      {onCrew && !online && <Text size="sm" c="dimmed" role="status">{t('checkIn.offline')}</Text>}
      {onCrew && (
        <Paper withBorder radius="md" p="sm">
          <Switch checked={sharing && position !== null} onChange={(event) => setSharingChoice(event.currentTarget.checked)} disabled={!position}
            label={t('checkIn.share')} description={t('checkIn.shareHint')} />
          {sharing && shared.failed && <Text size="xs" c="red" mt={4}>{t('checkIn.shareFailed')}</Text>}
          {sharing && !shared.failed && shared.lastSharedAt && (
            <Text size="xs" c="dimmed" mt={4}>{t('checkIn.sharedAt', { time: moment(shared.lastSharedAt) })}</Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
