import { randomBytes } from 'node:crypto';
import type { Invoice, Receipt, ShareLink, SharedInvoice, SharedReceipt } from '../../src/ground/contract';
import { conflict, notFound } from '../kernel/HttpError';
import type { PublicContext, SessionContext } from '../kernel/route';
import { findInvoice, sharedInvoiceOf } from './invoiceStore';
import { receiptLines } from './receiptItemStore';
import { findReceipt, receiptOfTenant } from './receiptStore';
import { tenantAddress } from './tenantAddress';

/** What can be shared by a link. */
export type SharedKind = 'invoice' | 'receipt';


interface LinkRow { id: number; token: string; created_at: Date; created_by: string; expires_at: Date; revoked_at: Date | null }

const notShared = () => notFound('This link is not known, has expired or was withdrawn');

/** The record as the caller may see it (the office), or 404; a draft invoice cannot be shared (409). */
async function sharable(ctx: SessionContext, kind: SharedKind, id: number): Promise<Invoice | Receipt> {
  const record = kind === 'invoice' ? await findInvoice(ctx, id) : await findReceipt(ctx, id);
  if (!record) throw notFound(kind === 'invoice' ? 'Invoice not found' : 'Receipt not found');
  if (kind === 'invoice' && (record as Invoice).status === 'draft') throw conflict('A draft invoice cannot be shared: send it first');
  return record;
}

async function linkOf(ctx: PublicContext, kind: SharedKind, row: LinkRow): Promise<ShareLink> {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id, url: `${await tenantAddress(ctx)}/shared/${kind}/${row.token}`, createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by, expiresAt: expiresAt.toISOString(), revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    active: row.revoked_at === null && expiresAt.getTime() > ctx.now.getTime(),
  };
}

const selectLinks = `SELECT l.id, l.token, l.created_at, l.expires_at, l.revoked_at,
    coalesce(p.first_name || ' ' || p.last_name, u.login) AS created_by
  FROM share_links l JOIN users u ON u.id = l.created_by LEFT JOIN persons p ON p.id = u.person_id`;

/** Makes a link to one invoice (sent or later) or receipt the office sees, holding `days` days. */
export async function createShareLink(ctx: SessionContext, kind: SharedKind, id: number, days: number): Promise<ShareLink> {
  await sharable(ctx, kind, id);
  const made = await ctx.db.query<{ id: number }>(
    `INSERT INTO share_links (tenant_id, kind, record_id, token, created_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [ctx.tenant.id, kind, id, randomBytes(24).toString('base64url'), ctx.principal.userId, ctx.now.toISOString(),
      new Date(ctx.now.getTime() + days * 86_400_000).toISOString()]);
  const row = await ctx.db.query<LinkRow>(`${selectLinks} WHERE l.id = $1`, [made.rows[0]!.id]);
  return linkOf(ctx, kind, row.rows[0]!);
}

/** The links made to one record, newest first. */
export async function listShareLinks(ctx: SessionContext, kind: SharedKind, id: number): Promise<{ items: ShareLink[]; total: number }> {
  await sharable(ctx, kind, id).catch((error: unknown) => {
    // A draft has no links to list, but it is not missing: an empty list.
    if ((error as { status?: number }).status !== 409) throw error;
  });
  const rows = await ctx.db.query<LinkRow>(`${selectLinks} WHERE l.tenant_id = $1 AND l.kind = $2 AND l.record_id = $3 ORDER BY l.created_at DESC, l.id DESC`,
    [ctx.tenant.id, kind, id]);
  const items = await Promise.all(rows.rows.map((row) => linkOf(ctx, kind, row)));
  return { items, total: items.length };
}

/** Withdraws a link: it opens nothing from now on (asking again answers the same). */
export async function revokeShareLink(ctx: SessionContext, kind: SharedKind, id: number, linkId: number): Promise<ShareLink> {
  const record = kind === 'invoice' ? await findInvoice(ctx, id) : await findReceipt(ctx, id);
  if (!record) throw notFound(kind === 'invoice' ? 'Invoice not found' : 'Receipt not found');
  const revoked = await ctx.db.query<{ id: number }>(
    `UPDATE share_links SET revoked_at = coalesce(revoked_at, $5) WHERE id = $1 AND tenant_id = $2 AND kind = $3 AND record_id = $4 RETURNING id`,
    [linkId, ctx.tenant.id, kind, id, ctx.now.toISOString()]);
  if (revoked.rows.length === 0) throw notFound('Link not found');
  const row = await ctx.db.query<LinkRow>(`${selectLinks} WHERE l.id = $1`, [linkId]);
  return linkOf(ctx, kind, row.rows[0]!);
}

/** The record behind an active link of the host's tenant, and when the link ends; 404 alike for unknown, expired and withdrawn. */
async function activeLink(ctx: PublicContext, kind: SharedKind, token: string): Promise<{ recordId: number; expiresAt: string }> {
  const found = await ctx.db.query<{ record_id: number; expires_at: Date }>(
    `SELECT record_id, expires_at FROM share_links
     WHERE token = $1 AND tenant_id = $2 AND kind = $3 AND revoked_at IS NULL AND expires_at > $4`,
    [token, ctx.tenant.id, kind, ctx.now.toISOString()]);
  const link = found.rows[0];
  if (!link) throw notShared();
  return { recordId: link.record_id, expiresAt: new Date(link.expires_at).toISOString() };
}

/** What an invoice's link shows to anyone who opens it: that invoice and its lines, nothing else. */
export async function sharedInvoice(ctx: PublicContext, token: string): Promise<SharedInvoice> {
  const link = await activeLink(ctx, 'invoice', token);
  const shared = await sharedInvoiceOf(ctx.db, ctx.today, ctx.tenant.id, link.recordId);
  if (!shared) throw notShared();
  return { tenantName: ctx.tenant.config.name, ...shared, expiresAt: link.expiresAt };
}

/** What a receipt's link shows to anyone who opens it: that receipt and its lines, nothing else. */
export async function sharedReceipt(ctx: PublicContext, token: string): Promise<SharedReceipt> {
  const link = await activeLink(ctx, 'receipt', token);
  const receipt = await receiptOfTenant(ctx.db, ctx.tenant.id, link.recordId);
  if (!receipt) throw notShared();
  return { tenantName: ctx.tenant.config.name, receipt, items: await receiptLines(ctx.db, link.recordId), expiresAt: link.expiresAt };
}
