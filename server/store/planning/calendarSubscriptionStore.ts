import { randomBytes } from 'node:crypto';
import type { CalendarSubscription } from '../../../src/ground/contract';
import { notFound } from '../../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import { personIdOf, type PublicContext, type SessionContext } from '../../kernel/route';
import { tenantAddress } from '../tenantAddress';

/** A fresh secret: 32 random bytes, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

/** The absolute feed URL on an address of the tenant's (`tenantAddress`). */
const feedUrl = (address: string, token: string) => `${address}/api/v1/publicCalendar/${token}.ics`;

interface Row { id: number; token: string; created_at: Date }

const subscriptionOf = (address: string, row: Row): CalendarSubscription => ({
  id: row.id, url: feedUrl(address, row.token), createdAt: new Date(row.created_at).toISOString(),
});

/** Creates a calendar subscription for the caller. */
export async function insertSubscription(ctx: SessionContext): Promise<CalendarSubscription> {
  const result = await ctx.db.query<Row>(
    'INSERT INTO calendar_subscriptions (person_id, token, created_at) VALUES ($1, $2, $3) RETURNING id, token, created_at',
    [personIdOf(ctx), newToken(), ctx.now.toISOString()]);
  return subscriptionOf(await tenantAddress(ctx), result.rows[0]!);
}

/** Deletes one of the caller's subscriptions; its URL stops working. False for any other. */
export async function deleteSubscription(ctx: SessionContext, id: number): Promise<boolean> {
  const result = await ctx.db.query<{ id: number }>(
    'DELETE FROM calendar_subscriptions WHERE id = $1 AND person_id = $2 RETURNING id', [id, personIdOf(ctx)]);
  return result.rows.length > 0;
}

/** Gives one of the caller's subscriptions (the newest when `id` is absent) a new token; the old URL stops working. */
export async function refreshSubscription(ctx: SessionContext, body: { id: number | null }): Promise<CalendarSubscription> {
  const result = await ctx.db.query<Row>(
    `UPDATE calendar_subscriptions SET token = $3, refreshed_at = $4
     WHERE id = (SELECT id FROM calendar_subscriptions WHERE person_id = $1 AND ($2::int IS NULL OR id = $2::int)
                 ORDER BY created_at DESC, id DESC LIMIT 1)
     RETURNING id, token, created_at`,
    [personIdOf(ctx), body.id, newToken(), ctx.now.toISOString()]);
  if (!result.rows[0]) throw notFound('Calendar subscription not found');
  return subscriptionOf(await tenantAddress(ctx), result.rows[0]);
}

/** A person's subscriptions: only the caller's own (404 for anyone else's person id). */
export async function listPersonSubscriptions(
  ctx: SessionContext, personId: number, query: Paging,
): Promise<Page<CalendarSubscription>> {
  if (personId !== personIdOf(ctx)) throw notFound('Person not found');
  const page = await pageOf<Row>(ctx.db,
    'SELECT id, token, created_at FROM calendar_subscriptions WHERE person_id = $1 ORDER BY created_at, id', [personId], query);
  const address = await tenantAddress(ctx);
  return { items: page.items.map((row) => subscriptionOf(address, row)), total: page.total };
}

/** The person behind a feed token on this host's tenant; null for an unknown or revoked token. */
export async function personOfToken(ctx: PublicContext, token: string): Promise<{ id: number; name: string } | null> {
  const result = await ctx.db.query<{ id: number; name: string }>(
    `SELECT p.id, p.first_name || ' ' || p.last_name AS name FROM calendar_subscriptions s JOIN persons p ON p.id = s.person_id
     WHERE s.token = $1 AND p.tenant_id = $2`, [token, ctx.tenant.id]);
  return result.rows[0] ?? null;
}
