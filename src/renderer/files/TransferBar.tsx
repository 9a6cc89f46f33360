import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTexts } from '../texts';
import type { TransferPercent } from '../../api/transfer';
import { useWaitingPart } from '../../ui/busyParts';
import { useFormatContext } from '../hooks/useFormatContext';
import type { PhotoSizes } from './smaller-photo/makePhotoSmaller';
import { fileSizeText } from './smaller-photo/fileSizeText';

const texts = {
  upload: { name: 'transfer.uploading', cancel: 'transfer.cancelUpload' },
  download: { name: 'transfer.downloading', cancel: 'transfer.cancelDownload' },
} as const;

/**
 * How far an upload or download has come: a progress bar named after what moves, with its percent (striped and
 * without a value while the size is not known yet), and a Cancel button that aborts it. `waiting`: the bar stands
 * where the file will be shown, so the screen counts it as a part with nothing to show yet. `madeSmaller`: an
 * upload's photos made smaller on the phone, each said with its size as chosen and as sent.
 */
export function TransferBar({ direction, percent, onCancel, waiting = false, madeSmaller = [] }: {
  direction: 'upload' | 'download';
  percent: TransferPercent;
  onCancel: () => void;
  waiting?: boolean;
  madeSmaller?: readonly PhotoSizes[];
}) {
  const { t } = useTexts();
  const { locale } = useFormatContext();
  useWaitingPart(waiting);
  const name = t(texts[direction].name);
  const known = percent !== null;
  return (
    <Stack gap={6} data-testid="transfer-bar">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{known ? t('transfer.percent', { what: name, percent }) : name}</Text>
        <Button size="compact-sm" variant="default" onClick={onCancel}>{t(texts[direction].cancel)}</Button>
      </Group>
      <Progress.Root size="lg" radius="xl">
        {known ? (
          <Progress.Section value={percent} aria-label={name} />
        ) : (
          <Progress.Section value={100} striped animated withAria={false} role="progressbar" aria-label={name} />
        )}
      </Progress.Root>
      {madeSmaller.map(({ before, after }, index) => (
        <Text key={index} size="sm" c="dimmed">
          {t('photoUpload.madeSmaller', { before: fileSizeText(before, locale), after: fileSizeText(after, locale) })}
        </Text>
      ))}
    </Stack>
  );
}
