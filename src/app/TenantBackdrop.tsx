import type { CSSProperties } from 'react';
import type { Tenant } from '../ground/contract';
import { useTenant } from '../tenant/TenantContext';

/**
 * The tenant's own background: its image (from the app's own server), else its colour; `withFallback` (the login
 * and other public pages) gives a tenant with neither a wash of its theme's primary colour, never a bare page.
 */
export function tenantBackground(tenant: Tenant, withFallback: boolean): CSSProperties {
  if (tenant.backgroundUrl) {
    return { backgroundImage: `url("${encodeURI(tenant.backgroundUrl)}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  }
  if (tenant.backgroundColorCode) return { backgroundColor: tenant.backgroundColorCode };
  if (!withFallback) return {};
  return {
    backgroundColor: 'var(--mantine-color-body)',
    backgroundImage: 'linear-gradient(165deg, var(--mantine-primary-color-filled) 0%, var(--mantine-primary-color-light) 55%, transparent 100%)',
  };
}

/**
 * The tenant's background (image or colour) behind every screen, and its watermark text, faint and out of the way
 * of touches and screen readers. Fixed behind the page: it takes no room and shifts nothing.
 */
export function TenantBackdrop({ withFallback = false }: { withFallback?: boolean }) {
  const tenant = useTenant();
  if (!tenant) return null;
  return (
    <div
      aria-hidden
      data-testid="tenant-backdrop"
      style={{ position: 'fixed', inset: 0, zIndex: -1, pointerEvents: 'none', overflow: 'hidden', ...tenantBackground(tenant, withFallback) }}
    >
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
