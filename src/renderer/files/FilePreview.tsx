import { lazy, Suspense } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTexts } from '../texts';
import type { FileSource } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { LoadingState } from '../../ui/LoadingState';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { ActionIcon } from '../actions/ActionIcon';
import { useApiFile } from './useApiFile';
import { saveFile } from './saveFile';
import { TransferBar } from './TransferBar';

const PdfPages = lazy(() => import('./PdfPages'));

/** A section's `file:` — the file fetched through the api and shown (PDF pages, an image, or its name), with a download button unless the section says none. */
export function FilePreview({ source, scope, empty, download = true }: {
  source: FileSource; scope: TemplateScope; empty?: string; download?: boolean;
}) {
  const { t } = useTexts();
  const file = useApiFile(source, scope, { withProgress: true });
  if (file.cancelled) {
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('transfer.cancelled')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void file.refetch()}>{t('common.retry')}</Button>
      </Group>
    );
  }
  if (file.isPending) return <TransferBar direction="download" percent={file.percent} onCancel={file.cancel} waiting />;
  if (file.isLoadingError) {
    if (file.error.status === 404) return <EmptyState message={empty ?? 'errors.documentsNotFound'} />;
    return <ErrorState message={file.error.message} onRetry={() => void file.refetch()} />;
  }
  const { blob, contentType, fileName } = file.data;
  return (
    <Stack gap="xs">
      {/* A picture is drawn at most as large as it is (a small logo is not blown up and blurred), never wider than the section. */}
      {contentType.startsWith('image/') && file.objectUrl && <Image src={file.objectUrl} alt={fileName} radius="sm" w="auto" maw="100%" style={{ alignSelf: 'flex-start' }} />}
      {contentType.includes('pdf') && (
        <Suspense fallback={<LoadingState />}>
          <PdfPages data={blob} title={fileName} />
        </Suspense>
      )}
      {!contentType.startsWith('image/') && !contentType.includes('pdf') && <Text size="sm">{fileName}</Text>}
      {download && (
        <Button variant="light" leftSection={<ActionIcon name="download" />} onClick={() => saveFile(blob, fileName)}>
          {t('files.download')}
        </Button>
      )}
    </Stack>
  );
}
