import type { Queryable } from '../kernel/database';
import type { Principal } from '../kernel/principal';

/** The languages a person may choose (the app's seven locales). */
export const userLanguages = ['en', 'nl', 'cy', 'fr', 'de', 'deAt', 'es'] as const;

/** One of the languages a person may choose. */
export type UserLanguage = (typeof userLanguages)[number];

/** The caller's language as kept for their login (section 7: the current user's language, fetched at start). */
export async function languageOf(db: Queryable, principal: Principal): Promise<{ language: string | null }> {
  const found = await db.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [principal.userId]);
  return { language: found.rows[0]?.language ?? null };
}

/**
 * Keeps the language the caller chose for their login, so that it follows them to another phone and to their next
 * login. Their session's next token (`GET /auth/refresh`) carries it.
 */
export async function chooseLanguage(db: Queryable, principal: Principal, language: UserLanguage): Promise<{ language: string }> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [principal.userId, language]);
  return { language };
}
