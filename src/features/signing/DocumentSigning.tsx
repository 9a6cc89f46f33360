import { useState } from 'react';
import { Alert, Badge, Button, Group, Input, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchSource } from '../../api/fetchSource';
import { apiBaseUrl } from '../../api/apiBase';
import type { ApiFailure } from '../../api/ApiFailure';
import { renderEndpoint, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import type { CustomComponentProps } from '../../renderer/RendererEnvironment';
import { useRunCall } from '../../renderer/hooks/useRunCall';
import { queryKeys } from '../../renderer/hooks/queryKeys';
import { scopeUser } from '../../renderer/hooks/scopeUser';
import { FilePreview } from '../../renderer/files/FilePreview';
import { SignaturePad } from '../../renderer/widgets/SignaturePad';
import { LoadingState } from '../../ui/LoadingState';
import { ErrorState } from '../../ui/ErrorState';
import { inSigningOrder, isDocumentSigned, signatoryOf, signatoryStatuses, signBlock, type SignableDocument, type SignatoryLike } from './signingRules';
import { useBusyPart } from '../../ui/busyParts';
import { useOutbox } from '../../outbox/useOutbox';
import '../../ui/styles/screenStyles';


interface Signatory extends SignatoryLike {
  name: string;
  signatures: { id: number; caption: string; signed: boolean }[];
}

interface SignedDocument extends SignableDocument {
  id: number;
  caption: string;
  signedUrl: string | null;
  signatories: Signatory[];
}

const statusColors: Record<string, string> = { [signatoryStatuses.ready]: 'blue', [signatoryStatuses.ongoing]: 'yellow', [signatoryStatuses.signed]: 'green' };

/** `signedUrl` as the api gives it (`/api/v1/file/12`), as a path under the api base. */
function apiPath(url: string): string {
  return url.startsWith(apiBaseUrl) ? url.slice(apiBaseUrl.length) : url.replace(/^\/api\/v1/, '');
}

/**
 * Signing a document (section 4): its signatories in order with their status, the pad for the session's own
 * signatory when it may sign now (or why not yet), an optional rating, then the signed file once every
 * collectable signature is in. Options: `endpoint` (the document, default `/documents/{{ id }}`).
 */
export default function DocumentSigning({ body, scope }: CustomComponentProps) {
  const { t } = useTranslation();
  const endpoint = typeof body.options?.endpoint === 'string' ? body.options.endpoint : '/documents/{{ id }}';
  const documentQuery = useQuery<unknown, ApiFailure>({
    queryKey: queryKeys.source(renderEndpoint(endpoint, scope), {}, false),
    queryFn: ({ signal }) => fetchSource({ endpoint }, scope, { list: false, signal }),
  });
  useBusyPart(documentQuery.isFetching);
  const { run, running } = useRunCall();
  const [signature, setSignature] = useState<string | null>(null);
  const [rating, setRating] = useState(0);
  const [padKey, setPadKey] = useState(0);
  const user = scopeUser(scope);
  const waitingWrites = useOutbox(user.personId);

  if (documentQuery.isPending) return <LoadingState />;
  if (documentQuery.isLoadingError) return <ErrorState message={documentQuery.error.message} onRetry={() => void documentQuery.refetch()} />;
  const document = documentQuery.data as SignedDocument;
  const mine = signatoryOf(document, user);
  const block = mine ? signBlock(document, mine) : null;
  const ordered = inSigningOrder(document.signatories);
  const waitingFor = block === 'waitingForEarlier' ? ordered.find((other) => other.status !== signatoryStatuses.signed) : undefined;
  // Signed offline: the signature waits in the outbox, and the pad gives way to saying so.
  const signWaits = mine !== undefined && mine !== null
    && waitingWrites.some((entry) => entry.state !== 'failed' && entry.path === `/documents/${document.id}/sign/${mine.id}`);

  async function sign() {
    if (!mine || !signature) return;
    const signScope: TemplateScope = { ...scope, $document: document.id, $signatory: mine.id };
    const done = await run(
      { method: 'POST', endpoint: '/documents/{{ $document }}/sign/{{ $signatory }}' },
      signScope,
      { onSuccess: { toast: 'signing.signed' }, label: 'signing.sign' },
      // The rating is optional: left out unless given.
      rating > 0 ? { signature, rating } : { signature },
    );
    if (done) {
      setSignature(null);
      setPadKey((key) => key + 1);
    }
  }

  return (
    <Stack gap="sm" data-testid="document-signing">
      <Title order={2} size="h5">{t('signing.signatories')}</Title>
      <Stack gap="xs">
        {ordered.map((signatory, index) => (
          <Paper key={signatory.id} withBorder p="xs" radius="md" data-testid="signatory">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>{document.parameters?.signatoriesOrder ? `${index + 1}. ` : ''}{signatory.name}</Text>
              <Badge variant="light" color={statusColors[signatory.status] ?? 'gray'}>{t(`signing.status.${signatory.status === signatoryStatuses.ready ? 'ready' : signatory.status === signatoryStatuses.ongoing ? 'ongoing' : signatory.status === signatoryStatuses.signed ? 'signed' : 'other'}`)}</Badge>
            </Group>
            {signatory.signatures.map((place) => (
              <Text key={place.id} size="xs" c={place.signed ? 'green' : 'dimmed'}>
                {place.signed ? '✓ ' : '○ '}{place.caption}
              </Text>
            ))}
          </Paper>
        ))}
      </Stack>
      {isDocumentSigned(document) && <Alert color="green" role="status">{t('signing.documentSigned')}</Alert>}
      {mine && block === 'waitingForEarlier' && (
        <Alert color="yellow" role="status">{t('signing.waitingFor', { name: waitingFor?.name ?? '' })}</Alert>
      )}
      {signWaits && <Alert color="yellow" role="status" data-testid="waiting-to-send">{t('outbox.signWaiting')}</Alert>}
      {mine && block === null && !signWaits && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <SignaturePad key={padKey} label={t('signing.padLabel', { name: mine.name })} onChange={setSignature} disabled={running} />
            <Stack gap={4}>
              <Input.Label>{t('signing.rating')}</Input.Label>
              <Rating value={rating} onChange={setRating} aria-label={t('signing.rating')} />
            </Stack>
            <Button onClick={() => void sign()} loading={running} disabled={!signature}>
              {t('signing.sign')}
            </Button>
          </Stack>
        </Paper>
      )}
      {document.signedUrl && (
        <Stack gap="xs">
          <Title order={3} size="h6">{t('signing.signedFile')}</Title>
          <FilePreview source={{ endpoint: apiPath(document.signedUrl) }} scope={{}} />
        </Stack>
      )}
    </Stack>
  );
}
