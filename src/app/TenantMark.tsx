import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/TenantContext';

/** The first letters of a tenant's first two words ("Acme Events" → "AE"). */
export const initialsOf = (name: string) =>
  name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '').join('');

/**
 * The tenant's mark at the top of its login card: its logo (served by the app's own server) where it has one, else
 * its initials on its primary colour. A fixed square, so nothing moves when the logo arrives.
 */
export function TenantMark({ size = 56 }: { size?: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (!tenant) return null;
  const box = { width: size, height: size, borderRadius: 'var(--mantine-radius-md)', flex: 'none' } as const;
  if (tenant.faviconUrl) {
    return <img src={tenant.faviconUrl} alt={t('tenantLook.logo', { name: tenant.name })} width={size} height={size} style={{ ...box, objectFit: 'contain' }} />;
  }
  return (
    <div
      aria-hidden
      data-testid="tenant-initials"
      style={{
        ...box, display: 'grid', placeItems: 'center', fontWeight: 700, fontSize: size * 0.4,
        background: 'var(--mantine-primary-color-filled)', color: 'var(--mantine-primary-color-contrast)',
      }}
    >
      {initialsOf(tenant.name)}
    </div>
  );
}
