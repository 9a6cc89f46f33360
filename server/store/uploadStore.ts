import type { Queryable } from '../kernel/database';
import type { CheckedUpload } from '../files/checkUpload';
import type { UploadedFile } from '../kernel/uploadedFile';
import type { UploadInfo } from '../../src/ground/contract/documents';

/** What an upload belongs to, e.g. `{ type: 'person', id: '12' }` or `{ type: 'project', id: '1001' }`. */
export interface UploadOwner { type: string; id: string }

/** An upload as stored, without its bytes. */
export type UploadRecord = UploadInfo;

const columns = `id, file_name AS "fileName", mime_type AS "mimeType", kind, size_bytes AS "sizeBytes", width, height,
  status, to_char(uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "uploadedAt"`;

/**
 * Keeps a checked file's bytes in the database (so it is part of the caller's transaction and survives restarts),
 * pending approval; answers it without the bytes.
 */
export async function saveUpload(
  tx: Queryable,
  upload: { tenantId: number; owner: UploadOwner; uploadedBy: number | null; file: UploadedFile; checked: CheckedUpload; status?: 'pending' | 'approved' },
): Promise<UploadRecord> {
  const { checked } = upload;
  const result = await tx.query<UploadRecord>(
    `INSERT INTO uploads (tenant_id, owner_type, owner_id, uploaded_by, file_name, mime_type, kind, width, height, size_bytes, bytes, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${columns}`,
    [upload.tenantId, upload.owner.type, upload.owner.id, upload.uploadedBy, checked.safeName, checked.mimeType, checked.kind,
      checked.width ?? null, checked.height ?? null, upload.file.bytes.length, upload.file.bytes, upload.status ?? 'pending'],
  );
  return result.rows[0]!;
}

/** An upload's bytes and how to serve them, or null when it is not this tenant's. */
export async function readUploadBytes(
  db: Queryable, tenantId: number, id: number,
): Promise<{ fileName: string; mimeType: string; bytes: Uint8Array } | null> {
  const result = await db.query<{ fileName: string; mimeType: string; bytes: Uint8Array }>(
    'SELECT file_name AS "fileName", mime_type AS "mimeType", bytes FROM uploads WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return result.rows[0] ?? null;
}
