import { CommandError } from './CommandError';
import { findTenant } from './findTenant';
import { logIn, type ConfigurableTenant, type TenantApi } from './tenantApi';

/** Where and as whom the command line works: `--server`, `--login`, `--password` (or their environment defaults). */
export interface ServerLogin {
  server: string;
  login: string;
  /** Never printed. */
  password: string | undefined;
}

/** Logs in and finds the tenant to work on (see `findTenant`). */
export async function connectTenant(server: ServerLogin, wanted: string): Promise<{ api: TenantApi; tenant: ConfigurableTenant }> {
  if (server.password === undefined || server.password === '') {
    throw new CommandError(`no password for ${server.login}: pass --password or set CREW_PASSWORD`);
  }
  const api = await logIn(server.server, server.login, server.password);
  return { api, tenant: findTenant(await api.tenants(), wanted) };
}
