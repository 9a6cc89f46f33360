import type { Queryable } from '../kernel/database';
import type { PublicContext } from '../kernel/route';

/**
 * The address of the tenant's app, for links that leave the request (a calendar feed, a mail): on the host the
 * request came to when it is one of the tenant's own host names, else on the tenant's main host name — never on a
 * `Host` header the server does not know (`Host: evil.example` reaches the fallback tenant, whose feed must not point
 * there). The scheme is the configured public address's (`PUBLIC_URL`: behind a TLS proxy without `TRUST_PROXY` the
 * request says `http`), else the request's; so is the port when the host is the public address's. Read through `db`
 * (a transaction's, when the link is written inside one).
 */
export async function tenantAddress(ctx: PublicContext, db: Queryable = ctx.db): Promise<string> {
  const configured = ctx.publicUrl;
  const scheme = configured ? configured.protocol.replace(/:$/, '') : ctx.request.protocol;
  const own = await db.query('SELECT 1 FROM tenant_hosts WHERE tenant_id = $1 AND host_name = lower($2)', [ctx.tenant.id, ctx.request.hostname]);
  if (own.rows.length > 0) return `${scheme}://${ctx.request.host}`;
  if (configured && configured.hostname.toLowerCase() === ctx.tenant.config.metaHostName.toLowerCase()) return configured.origin;
  return `${scheme}://${ctx.tenant.config.metaHostName}`;
}
