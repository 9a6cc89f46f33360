import type { Queryable } from '../../kernel/database';
import type { SessionContext } from '../../kernel/route';
import { languageOf, type Language } from '../localeTexts';

/**
 * The language the caller reads what the server writes for them (PDFs), by the same rule as their mails and push
 * messages: their login's language when the tenant allows people their own, else the tenant's, else English.
 * `db`: the transaction the caller is in, if any (PGlite would wait on it forever otherwise).
 */
export async function readerLanguage(ctx: SessionContext, db: Queryable = ctx.db): Promise<Language> {
  const found = await db.query<{ language: string | null }>(
    'SELECT language FROM users WHERE id = $1 AND tenant_id = $2', [ctx.principal.userId, ctx.tenant.id]);
  return languageOf({
    language: found.rows[0]?.language ?? null,
    tenantLanguage: ctx.tenant.config.defaultLanguage,
    useUserLanguage: ctx.tenant.config.useUserLanguage,
  });
}
