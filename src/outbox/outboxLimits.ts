import type { StoredBody } from './outboxEntry';

/** The most one write may keep on the phone (files and signatures included). */
export const entryLimitBytes = 10 * 1024 * 1024;

/** The most all waiting writes together may keep on the phone. */
export const totalLimitBytes = 20 * 1024 * 1024;

/** The bytes a body keeps: its JSON's length, or its texts' and files' sizes. */
export function sizeOfBody(body: StoredBody): number {
  if (body.kind === 'none') return 0;
  if (body.kind === 'json') return JSON.stringify(body.value ?? null).length;
  return body.parts.reduce((sum, part) => sum + part.name.length + ('file' in part ? part.file.size : part.value.length), 0);
}

/** Why a write cannot be kept: the i18n key of the message, or null when it fits. */
export function overLimit(size: number, keptBytes: number): string | null {
  if (size > entryLimitBytes) return 'outbox.tooLarge';
  if (keptBytes + size > totalLimitBytes) return 'outbox.full';
  return null;
}
