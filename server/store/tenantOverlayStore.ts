import type { OverlayRevision, OverlayRevisionSummary } from '../../src/ground/contract/tenantConfig';
import type { TenantOverlay } from '../../src/ground/screenLanguage/overlay/TenantOverlay';
import { conflict, notFound } from '../kernel/HttpError';
import type { Db, Queryable } from '../kernel/database';

interface RevisionRow {
  revision: number; overlay: TenantOverlay; author: string; reason: string; restored_from: number | null; created_at: Date | string;
}

const summaryOf = (row: RevisionRow): OverlayRevisionSummary => ({
  revision: row.revision,
  author: row.author,
  reason: row.reason,
  restoredFrom: row.restored_from,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A tenant's overlay at a revision (404 when the tenant has no such revision). */
export async function overlayRevision(db: Queryable, tenantId: number, revision: number): Promise<OverlayRevision> {
  const result = await db.query<RevisionRow>(
    'SELECT * FROM tenant_overlay_revisions WHERE tenant_id = $1 AND revision = $2', [tenantId, revision]);
  const row = result.rows[0];
  if (!row) throw notFound(`Revision ${revision} does not exist`);
  return { ...summaryOf(row), overlay: row.overlay };
}

/** Every revision of a tenant's overlay, newest first, without the overlays themselves. */
export async function overlayRevisions(db: Queryable, tenantId: number): Promise<OverlayRevisionSummary[]> {
  const result = await db.query<RevisionRow>(
    `SELECT revision, author, reason, restored_from, created_at FROM tenant_overlay_revisions
     WHERE tenant_id = $1 ORDER BY revision DESC`, [tenantId]);
  return result.rows.map(summaryOf);
}

/** What a new revision records: the whole overlay, who, why, and (for a restore) which revision it brings back. */
export interface NewRevision {
  overlay: TenantOverlay;
  author: string;
  reason: string;
  restoredFrom?: number;
  /** The revision the change was made on: when another change came first, it is refused (409) rather than lost. */
  baseRevision?: number;
}

/**
 * Stores an overlay as the tenant's next revision and makes it the current one, in one transaction that locks the
 * tenant's row, so concurrent changes queue up and each gets its own number. Checking the overlay is the caller's job.
 */
export async function saveOverlayRevision(db: Db, tenantId: number, change: NewRevision, now: Date): Promise<OverlayRevisionSummary> {
  return db.transaction(async (tx) => {
    const current = await tx.query<{ overlay_revision: number }>(
      'SELECT overlay_revision FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
    const revision = current.rows[0]?.overlay_revision;
    if (revision === undefined) throw notFound('This tenant does not exist');
    if (change.baseRevision !== undefined && change.baseRevision !== revision) {
      throw conflict(`The configuration changed meanwhile (revision ${revision}, you started from ${change.baseRevision}): reload and try again`);
    }
    return insertRevision(tx, tenantId, revision + 1, change, now);
  });
}

/** Records a tenant's first revision (the seed, and new tenants). */
export async function saveFirstRevision(tx: Queryable, tenantId: number, change: NewRevision, now: Date): Promise<void> {
  await insertRevision(tx, tenantId, 1, change, now);
}

async function insertRevision(tx: Queryable, tenantId: number, revision: number, change: NewRevision, now: Date): Promise<OverlayRevisionSummary> {
  const result = await tx.query<RevisionRow>(
    `INSERT INTO tenant_overlay_revisions (tenant_id, revision, overlay, author, reason, restored_from, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING revision, author, reason, restored_from, created_at`,
    [tenantId, revision, JSON.stringify(change.overlay), change.author, change.reason, change.restoredFrom ?? null, now.toISOString()]);
  await tx.query('UPDATE tenants SET overlay_revision = $2 WHERE id = $1', [tenantId, revision]);
  return summaryOf(result.rows[0]!);
}
