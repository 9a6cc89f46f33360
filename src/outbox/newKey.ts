/** The header a write carries its key in; the server answers a repeat with its first answer (server/api/idempotentCalls.ts). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** A new UUID (v4): an entry's id and Idempotency-Key. `crypto.randomUUID` needs a secure context; the rest do not. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4) and the variant, in the UUID's bytes 6 and 8.
  const view = new DataView(bytes.buffer);
  view.setUint8(6, (view.getUint8(6) & 0x0f) | 0x40);
  view.setUint8(8, (view.getUint8(8) & 0x3f) | 0x80);
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
