import type { Company, CompanySettings } from '../../src/ground/contract/companies';
import type { Template, TemplateType } from '../../src/ground/contract/reference';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { clientCompanyIds } from './companyScope';

interface CompanyRow {
  id: number; name: string; client_mark: string; own: boolean; street: string; postal_code: string; city: string;
  country_code: string; vat_number: string | null; chamber_of_commerce: string | null; email: string | null;
  phone: string | null; website: string | null; logo_url: string | null;
}

const companyOf = (row: CompanyRow): Company => ({
  id: row.id, name: row.name, clientMark: row.client_mark, own: row.own,
  address: { street: row.street, postalCode: row.postal_code, city: row.city, countryCode: row.country_code },
  vatNumber: row.vat_number, chamberOfCommerce: row.chamber_of_commerce, email: row.email, phone: row.phone,
  website: row.website, logoUrl: row.logo_url,
});

/** The client companies the caller may see (a client login only its own), by name; `q` searches name and mark. */
export async function listCompanies(ctx: SessionContext, query: { q: string | null } & Paging): Promise<Page<Company>> {
  const page = await pageOf<CompanyRow>(ctx.db,
    `SELECT * FROM companies WHERE tenant_id = $1 AND NOT own AND ($2::int[] IS NULL OR id = ANY($2::int[]))
       AND ($3::text IS NULL OR name ILIKE '%' || $3::text || '%' OR client_mark ILIKE $3::text)
     ORDER BY name, id`,
    [ctx.tenant.id, await clientCompanyIds(ctx), query.q], query);
  return { items: page.items.map(companyOf), total: page.total };
}

/** The tenant's own companies (`GET /tenant/companies`). */
export async function listTenantCompanies(ctx: SessionContext, query: Paging): Promise<Page<Company>> {
  const page = await pageOf<CompanyRow>(ctx.db, 'SELECT * FROM companies WHERE tenant_id = $1 AND own ORDER BY name, id',
    [ctx.tenant.id], query);
  return { items: page.items.map(companyOf), total: page.total };
}

/** One company of the tenant the caller may see (own or client); null when not. */
export async function findCompany(ctx: SessionContext, id: number): Promise<Company | null> {
  const result = await ctx.db.query<CompanyRow>(
    'SELECT * FROM companies WHERE id = $1 AND tenant_id = $2 AND ($3::int[] IS NULL OR id = ANY($3::int[]))',
    [id, ctx.tenant.id, await clientCompanyIds(ctx)]);
  return result.rows[0] ? companyOf(result.rows[0]) : null;
}

/** A visible company's settings; null when the company is not the caller's to see. */
export async function findCompanySettings(ctx: SessionContext, id: number): Promise<CompanySettings | null> {
  if (!(await findCompany(ctx, id))) return null;
  const result = await ctx.db.query<CompanySettings>(
    `SELECT company_id AS "companyId", currency, time_zone AS "timeZone", date_format AS "dateFormat",
       payment_term_days AS "paymentTermDays", receipt_prefix AS "receiptPrefix", invoice_prefix AS "invoicePrefix",
       show_rates_to_crew AS "showRatesToCrew", check_in_radius_meters AS "checkInRadiusMeters", map_service AS "mapService",
       pre_call_reminder_minutes AS "preCallReminderMinutes", hours_rounding_minutes AS "hoursRoundingMinutes",
       minimum_call_hours::float8 AS "minimumCallHours", check_out_margin_minutes AS "checkOutMarginMinutes",
       minimum_rest_hours::float8 AS "minimumRestHours"
     FROM company_settings WHERE company_id = $1`, [id]);
  return result.rows[0] ?? null;
}

interface TemplateRow { id: number; type: TemplateType; name: string; subject: string | null; body: string; company_id: number | null; company_name: string | null }

/** Templates of the tenant, optionally of one type and for one company (its own and those for every company). */
export async function listTemplates(
  ctx: SessionContext, query: { company: number | null; type: TemplateType | null } & Paging,
): Promise<Page<Template>> {
  const page = await pageOf<TemplateRow>(ctx.db,
    `SELECT t.id, t.type, t.name, t.subject, t.body, t.company_id, c.name AS company_name
     FROM templates t LEFT JOIN companies c ON c.id = t.company_id
     WHERE t.tenant_id = $1 AND ($2::int IS NULL OR t.company_id IS NULL OR t.company_id = $2::int)
       AND ($3::text IS NULL OR t.type = $3::text)
       AND ($4::int[] IS NULL OR t.company_id IS NULL OR t.company_id = ANY($4::int[]))
     ORDER BY t.type, t.name, t.id`,
    [ctx.tenant.id, query.company, query.type, await clientCompanyIds(ctx)], query);
  return {
    items: page.items.map((row) => ({
      id: row.id, type: row.type, name: row.name, subject: row.subject, body: row.body,
      company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
    })),
    total: page.total,
  };
}
