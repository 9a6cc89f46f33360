import type { MobileDocument, RateCard, RateCardItem } from '../../../src/ground/contract';
import { holdsRight } from '../../kernel/canAccess';
import { notFound } from '../../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';

interface RateCardRow {
  id: number; name: string; company_id: number | null; currency: string; valid_from: string; valid_to: string | null;
  item_count: number;
}

const rateCardSelect = `
  SELECT r.id, r.name, r.company_id, r.currency, r.valid_from::text AS valid_from, r.valid_to::text AS valid_to,
    (SELECT count(*)::int FROM rate_card_items i WHERE i.rate_card_id = r.id) AS item_count
  FROM rate_cards r WHERE r.tenant_id = $1 AND ($2::int IS NULL OR r.company_id = $2::int)`;

const rateCardOf = (row: RateCardRow): RateCard => ({
  id: row.id, name: row.name, companyId: row.company_id, currency: row.currency, validFrom: row.valid_from,
  validTo: row.valid_to, itemCount: row.item_count,
});

/** The tenant's rate cards, or one company's. */
export async function listRateCards(ctx: SessionContext, query: Paging, companyId: number | null = null): Promise<Page<RateCard>> {
  const page = await pageOf<RateCardRow>(ctx.db, `${rateCardSelect} ORDER BY r.valid_from DESC, r.name, r.id`,
    [ctx.tenant.id, companyId], query);
  return { items: page.items.map(rateCardOf), total: page.total };
}

async function requireRateCard(ctx: SessionContext, id: number): Promise<void> {
  const found = await ctx.db.query('SELECT 1 FROM rate_cards WHERE id = $1 AND tenant_id = $2', [id, ctx.tenant.id]);
  if (found.rows.length === 0) throw notFound('Rate card not found');
}

interface ItemRow { id: number; function: string; unit: RateCardItem['unit']; rate: number; overtime_rate: number | null; minimum_hours: number | null }

/** The rates of one of the tenant's rate cards; 404 for another. */
export async function listRateCardItems(ctx: SessionContext, id: number, query: Paging): Promise<Page<RateCardItem>> {
  await requireRateCard(ctx, id);
  const page = await pageOf<ItemRow>(ctx.db,
    `SELECT id, function, unit, rate::float8 AS rate, overtime_rate::float8 AS overtime_rate,
       minimum_hours::float8 AS minimum_hours FROM rate_card_items WHERE rate_card_id = $1 ORDER BY function, id`, [id], query);
  return {
    items: page.items.map((row) => ({
      id: row.id, function: row.function, unit: row.unit, rate: row.rate, overtimeRate: row.overtime_rate,
      minimumHours: row.minimum_hours,
    })),
    total: page.total,
  };
}

interface DocumentRow {
  id: number; kind: MobileDocument['kind']; title: string; file_name: string; published_on: string; rate_card_id: number | null;
}

/**
 * The kinds of mobile documents the caller may read: rate cards and the rate agreements made with clients (what the
 * company charges) only with rateCards.READ (issue 31); company documents with mobileDocuments.READ alone.
 */
const readableKinds = (ctx: SessionContext): MobileDocument['kind'][] =>
  (holdsRight(ctx.principal, 'rateCards.READ') ? ['companyDocument', 'rateAgreement', 'rateCard'] : ['companyDocument']);

async function documentPage(ctx: SessionContext, kind: string | null, rateCardId: number | null, query: Paging) {
  const page = await pageOf<DocumentRow>(ctx.db,
    `SELECT id, kind, title, file_name, published_on::text AS published_on, rate_card_id FROM mobile_documents
     WHERE tenant_id = $1 AND ($2::text IS NULL OR kind = $2::text) AND ($3::int IS NULL OR rate_card_id = $3::int)
       AND kind = ANY($4::text[])
     ORDER BY published_on DESC, title, id`, [ctx.tenant.id, kind, rateCardId, readableKinds(ctx)], query);
  return {
    items: page.items.map((row): MobileDocument => ({
      id: row.id, kind: row.kind, title: row.title, fileName: row.file_name, publishedOn: row.published_on,
      rateCardId: row.rate_card_id,
    })),
    total: page.total,
  };
}

/** The tenant's documents for mobile users, optionally of one kind. */
export const listMobileDocuments = (ctx: SessionContext, query: { kind: MobileDocument['kind'] | null } & Paging) =>
  documentPage(ctx, query.kind, null, query);

/** The documents of one of the tenant's rate cards; 404 for another. */
export async function listRateCardDocuments(ctx: SessionContext, id: number, query: Paging): Promise<Page<MobileDocument>> {
  await requireRateCard(ctx, id);
  return documentPage(ctx, null, id, query);
}
