import type { CSSProperties } from 'react';
import { useTenant } from '../tenant/TenantContext';

/**
 * The tenant's background (image or colour) behind every screen, and its watermark text, faint and out of the way
 * of touches and screen readers.
 */
export function TenantBackdrop() {
  const tenant = useTenant();
  if (!tenant) return null;
  const background: CSSProperties = tenant.backgroundUrl
    ? { backgroundImage: `url("${encodeURI(tenant.backgroundUrl)}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { backgroundColor: tenant.backgroundColorCode ?? undefined };
  return (
    <div aria-hidden data-testid="tenant-backdrop" style={{ position: 'fixed', inset: 0, zIndex: -1, pointerEvents: 'none', ...background }}>
      {tenant.watermark && (
        <div
          style={{
            position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%) rotate(-30deg)',
            fontSize: '4.5rem', fontWeight: 800, letterSpacing: '0.2em', opacity: 0.07, whiteSpace: 'nowrap',
            color: 'var(--mantine-color-text)', userSelect: 'none',
          }}
        >
          {tenant.watermark}
        </div>
      )}
    </div>
  );
}
