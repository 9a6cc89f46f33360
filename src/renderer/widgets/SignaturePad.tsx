import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useTexts } from '../texts';
import type SignaturePadLibrary from 'signature_pad';
import { useBusyPart } from '../../ui/busyParts';

type Strokes = ReturnType<SignaturePadLibrary['toData']>;

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events, via signature_pad, loaded when the pad is
 * shown), with undo and clear. Reports a PNG data URL after each stroke, or null when the pad is empty; keeps the
 * drawing when the phone turns.
 */
export function SignaturePad(props: { label: string; onChange: (png: string | null) => void; disabled?: boolean; required?: boolean; description?: string; error?: string }) {
  const { label, onChange, disabled = false, required = false, description, error } = props;
  const { t } = useTexts();
  const labelId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const [empty, setEmpty] = useState(true);
  const [ready, setReady] = useState(false);
  useBusyPart(!ready);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    let cleanup: () => void = () => undefined;
    let cancelled = false;
    void import('signature_pad').then(({ default: Library }) => {
      if (cancelled || !canvas) return;
      const pad = new Library(canvas, { penColor: '#1a1b1e', backgroundColor: 'rgba(255,255,255,0)' });
      padRef.current = pad;
      const changed = () => {
        setEmpty(pad.isEmpty());
        report.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
      };
      // Size the drawing surface to the shown size and the screen's pixel density, keeping what was drawn.
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const strokes = pad.toData();
        canvas.width = (canvas.offsetWidth || 300) * ratio;
        canvas.height = (canvas.offsetHeight || 200) * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.fromData(strokes);
      };
      fit();
      pad.addEventListener('endStroke', changed);
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
      observer?.observe(canvas);
      setReady(true);
      cleanup = () => {
        observer?.disconnect();
        pad.removeEventListener('endStroke', changed);
        pad.off();
        padRef.current = null;
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  useEffect(() => {
    if (!padRef.current) return;
    if (disabled) padRef.current.off();
    else padRef.current.on();
  }, [disabled, ready]);

  const redraw = (strokes: Strokes) => {
    const pad = padRef.current;
    if (!pad) return;
    pad.fromData(strokes);
    setEmpty(pad.isEmpty());
    onChange(pad.isEmpty() ? null : pad.toDataURL('image/png'));
  };

  return (
    <Stack gap={6}>
      <Text component="div" size="sm" fw={500}>
        <span id={labelId}>{label}</span>
        {required && <Text component="span" c="red" aria-hidden> *</Text>}
      </Text>
      {description && <Text size="xs" c="dimmed">{description}</Text>}
      <canvas
        ref={canvasRef}
        data-testid="signature-pad"
        data-ready={ready ? 'true' : 'false'}
        data-empty={empty ? 'true' : 'false'}
        aria-labelledby={labelId}
        aria-disabled={disabled}
        role="img"
        style={{
          // Paper in both colour schemes: the ink is dark, and the signature keeps it on the signed page.
          width: '100%', height: 200, touchAction: 'none', borderRadius: 8, background: 'var(--mantine-color-white)',
          border: `1px dashed var(--mantine-color-${error ? 'red-6' : 'default-border'})`, cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      {error && <Input.Error>{error}</Input.Error>}
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" disabled={empty || disabled} onClick={() => redraw((padRef.current?.toData() ?? []).slice(0, -1))}>
          {t('signing.undo')}
        </Button>
        <Button size="xs" variant="default" disabled={empty || disabled} onClick={() => redraw([])}>
          {t('signing.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
