import type { Db } from '../../kernel/database';

/** A deployment's VAPID key pair (base64url: the public key an uncompressed P-256 point of 65 bytes, the private 32 bytes). */
export interface VapidKeyPair { publicKey: string; privateKey: string }

/** The keys and the contact push services may reach the deployment's operator at (`mailto:` or `https:`). */
export interface VapidDetails extends VapidKeyPair { subject: string }

/** The contact sent when VAPID_SUBJECT is not set: set a real one in production (push services may write to it). */
export const defaultVapidSubject = 'mailto:push@crew-app.invalid';

const keyBytes = (key: string) => (/^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : 0);

/**
 * The VAPID settings the environment gives (`VAPID_PUBLIC_KEY` with `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT`), or a
 * sentence saying what is wrong with them. Without the keys the deployment makes its own (see `loadVapidKeys`).
 */
export function vapidFromEnvironment(env: NodeJS.ProcessEnv): { keys?: VapidKeyPair; subject: string } | { problem: string } {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  const subject = env.VAPID_SUBJECT?.trim() || defaultVapidSubject;
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) return { problem: `VAPID_SUBJECT must be a mailto: address or an https: URL, not ${subject}` };
  if (!publicKey && !privateKey) return { subject };
  if (!publicKey || !privateKey) return { problem: 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the server then keeps its own pair)' };
  if (keyBytes(publicKey) !== 65) return { problem: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key of 65 bytes (npx web-push generate-vapid-keys)' };
  if (keyBytes(privateKey) !== 32) return { problem: 'VAPID_PRIVATE_KEY must be a base64url P-256 private key of 32 bytes (npx web-push generate-vapid-keys)' };
  return { keys: { publicKey, privateKey }, subject };
}

/**
 * The deployment's VAPID keys: the given ones, else the pair kept in the database, made by the first server process
 * that starts (one row, inserted only when missing, so processes starting together agree on one pair). They live
 * beside the subscriptions made with them: a browser's subscription is bound to the public key it was made with.
 */
export async function loadVapidKeys(db: Db, given: VapidKeyPair | undefined, now: Date): Promise<VapidKeyPair> {
  if (given) return given;
  const stored = () => db.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM push_keys WHERE id = 1');
  const kept = (await stored()).rows[0];
  if (kept) return { publicKey: kept.public_key, privateKey: kept.private_key };
  // web-push's code loads only when a pair is made (the first start), or when a message goes out.
  const { default: webPush } = await import('web-push');
  const fresh = webPush.generateVAPIDKeys();
  await db.query(
    'INSERT INTO push_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING',
    [fresh.publicKey, fresh.privateKey, now.toISOString()],
  );
  const row = (await stored()).rows[0]!;
  return { publicKey: row.public_key, privateKey: row.private_key };
}
