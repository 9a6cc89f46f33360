import type { PushSubscriptionRequest, PushSubscriptionState } from '../../src/ground/contract/persons';
import type { SessionContext } from '../kernel/route';

/**
 * Saves the browser's Web Push subscription for the caller. An endpoint belongs to one browser, so it is
 * moved to the caller when another login of the same browser had it.
 */
export async function savePushSubscription(ctx: SessionContext, body: PushSubscriptionRequest): Promise<PushSubscriptionState> {
  await ctx.db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, expiration_time, created_at) VALUES ($1,$2,$3,$4,$5,$6)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
       expiration_time = excluded.expiration_time, created_at = excluded.created_at`,
    [ctx.principal.userId, body.endpoint, body.keys.p256dh, body.keys.auth, body.expirationTime ?? null, ctx.now.toISOString()]);
  return { endpoint: body.endpoint, subscribed: true };
}

/** Forgets the caller's subscription for this endpoint (another user's is left alone); answers the new state. */
export async function deletePushSubscription(ctx: SessionContext, endpoint: string): Promise<PushSubscriptionState> {
  await ctx.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2', [endpoint, ctx.principal.userId]);
  return { endpoint, subscribed: false };
}
