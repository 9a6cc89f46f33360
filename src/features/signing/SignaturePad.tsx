import { useEffect, useRef, useState } from 'react';
import { Button, Group, Input, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import SignaturePadLibrary from 'signature_pad';

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events, via signature_pad), with undo and clear.
 * Reports a PNG data URL after each stroke, or null when the pad is empty. Keeps the drawing when the phone turns.
 */
export function SignaturePad({ label, onChange, disabled = false }: { label: string; onChange: (png: string | null) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const [empty, setEmpty] = useState(true);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePadLibrary(canvas, { penColor: '#1a1b1e', backgroundColor: 'rgba(255,255,255,0)' });
    padRef.current = pad;
    const changed = () => {
      setEmpty(pad.isEmpty());
      report.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    };
    // Size the drawing surface to the shown size and the screen's pixel density, keeping what was drawn.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokes);
    };
    fit();
    pad.addEventListener('endStroke', changed);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', changed);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!padRef.current) return;
    if (disabled) padRef.current.off();
    else padRef.current.on();
  }, [disabled]);

  const redraw = (strokes: ReturnType<SignaturePadLibrary['toData']>) => {
    const pad = padRef.current;
    if (!pad) return;
    pad.fromData(strokes);
    setEmpty(pad.isEmpty());
    onChange(pad.isEmpty() ? null : pad.toDataURL('image/png'));
  };

  return (
    <Stack gap={6}>
      <Input.Label>{label}</Input.Label>
      <canvas
        ref={canvasRef}
        data-testid="signature-pad"
        aria-label={label}
        role="img"
        style={{
          width: '100%', height: 200, touchAction: 'none', borderRadius: 8, background: 'var(--mantine-color-body)',
          border: '1px dashed var(--mantine-color-default-border)', cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
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
