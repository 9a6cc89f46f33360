import { CommandError } from './CommandError';
import type { ConfigurableTenant } from './tenantApi';

/**
 * The tenant a `--tenant` value (or a folder's name) means, tried in this order: its id, its name (any case), one
 * of its host names, or the first label of one (`acme` for `acme.localhost`). Fails when none or several match.
 */
export function findTenant(tenants: readonly ConfigurableTenant[], wanted: string): ConfigurableTenant {
  const key = wanted.toLowerCase();
  const ways: ((tenant: ConfigurableTenant) => boolean)[] = [
    (tenant) => String(tenant.id) === wanted,
    (tenant) => tenant.name.toLowerCase() === key,
    (tenant) => tenant.hosts.some((host) => host.toLowerCase() === key),
    (tenant) => tenant.hosts.some((host) => host.toLowerCase().split('.')[0] === key),
  ];
  for (const way of ways) {
    const found = tenants.filter(way);
    const [only] = found;
    if (only && found.length === 1) return only;
    if (found.length > 1) throw new CommandError(`"${wanted}" names ${found.length} tenants (${found.map(describe).join('; ')}): pass --tenant <id>`);
  }
  throw new CommandError(`no tenant "${wanted}" among those this login may configure: ${tenants.map(describe).join('; ') || 'none'}`);
}

function describe(tenant: ConfigurableTenant): string {
  return `${tenant.name} (id ${tenant.id}${tenant.hosts.length > 0 ? `, ${tenant.hosts.join(', ')}` : ''})`;
}
