import type { UploadKind } from '../kernel/uploadedFile';

const extensionsByKind: Record<UploadKind, string[]> = {
  pdf: ['pdf'], png: ['png'], jpeg: ['jpg', 'jpeg'], webp: ['webp'], gif: ['gif'], heic: ['heic', 'heif'],
};

/**
 * A name safe to store and offer back: no folders, no `..`, no control or odd characters, at most 100
 * characters, and an extension that matches the kind found in the content (`photo.pdf` holding a PNG → `photo.png`).
 */
export function safeFileName(claimed: string, kind: UploadKind): string {
  const last = claimed.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/[\s.]+$/g, '').slice(0, 90) || 'upload';
  const allowed = extensionsByKind[kind];
  return `${stem}.${allowed.includes(extension) ? extension : allowed[0]}`;
}
