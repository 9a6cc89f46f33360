import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request a push service received: where to, its headers and its (encrypted) body. */
export interface ReceivedPush { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }

/**
 * A push service on this machine for the tests: HTTPS on 127.0.0.1 with a certificate made for the run (openssl),
 * keeping every request it gets. It answers 201 (accepted), or 410 (gone) for an endpoint under `/gone/`.
 * `agent` trusts its certificate: give it to the server's push options.
 */
export interface LocalPushService {
  origin: string;
  agent: Agent;
  received: ReceivedPush[];
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const folder = mkdtempSync(join(tmpdir(), 'crew-push-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem'), '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' });
    const cert = readFileSync(join(folder, 'cert.pem'));
    const key = readFileSync(join(folder, 'key.pem'));
    const received: ReceivedPush[] = [];
    const server: Server = createServer({ cert, key }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ ca: cert, keepAlive: false });
    return {
      origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
      agent,
      received,
      close: () => new Promise<void>((resolve, reject) => {
        agent.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A browser's side of a subscription: its key pair and auth secret, as `PushSubscription.toJSON()` sends them. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
  /** Decrypts a message the push service received for this subscription (RFC 8291, aes128gcm). */
  decrypt(body: Buffer): string;
}

/** A new subscription at `endpoint`, with a P-256 key pair and a 16-byte auth secret made here. */
export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      // The header (RFC 8188): salt (16), record size (4), key id length (1), key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
      const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zeros of padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}
