import { useEffect, useRef, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTexts } from '../texts';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { LoadingState } from '../../ui/LoadingState';
import '../../ui/styles/screenStyles';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF drawn page by page onto canvases with PDF.js, so it shows on phones (whose browsers do not show a PDF
 * inside a page). Loaded lazily: only screens that preview a PDF pay for PDF.js.
 */
export default function PdfPages({ data, title }: { data: Blob; title: string }) {
  const { t } = useTexts();
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const task: { destroy: () => unknown } = { destroy: () => undefined };
    (async () => {
      const bytes = new Uint8Array(await data.arrayBuffer());
      const loading = getDocument({ data: bytes });
      task.destroy = () => loading.destroy();
      const pdf = await loading.promise;
      const target = holder.current;
      if (cancelled || !target) return;
      target.replaceChildren();
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const width = target.clientWidth || 360;
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1) });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.width = '100%';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('files.page', { number, title }));
        target.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('shown');
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('The PDF could not be drawn', error);
      setState('failed');
    });
    return () => {
      cancelled = true;
      task.destroy();
    };
  }, [data, t, title]);

  return (
    <Stack gap="xs">
      {state === 'loading' && <LoadingState />}
      {state === 'failed' && <Alert color="yellow">{t('files.previewFailed')}</Alert>}
      <Stack gap="xs" ref={holder} data-testid="pdf-pages" data-state={state} style={{ border: '1px solid var(--mantine-color-default-border)' }} />
    </Stack>
  );
}
