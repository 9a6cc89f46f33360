// @vitest-environment node
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { defaultVapidSubject, vapidFromEnvironment } from '../../../server/store/push/vapidKeys';

const pair = webPush.generateVAPIDKeys();

describe('VAPID settings from the environment', () => {
  it('takes both keys and the subject', () => {
    expect(vapidFromEnvironment({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@crew.example' }))
      .toEqual({ keys: pair, subject: 'mailto:ops@crew.example' });
  });

  it('without keys leaves them to the database, with the default subject', () => {
    expect(vapidFromEnvironment({})).toEqual({ subject: defaultVapidSubject });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: pair.publicKey }, 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the server then keeps its own pair)'],
    [{ VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: pair.privateKey }, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key of 65 bytes (npx web-push generate-vapid-keys)'],
    [{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'not a key!' }, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key of 32 bytes (npx web-push generate-vapid-keys)'],
    [{ VAPID_SUBJECT: 'ops@crew.example' }, 'VAPID_SUBJECT must be a mailto: address or an https: URL, not ops@crew.example'],
  ])('refuses %o, saying what to set', (env, problem) => {
    expect(vapidFromEnvironment(env)).toEqual({ problem });
  });
});
