import type { LoginData, LoginRequest, TokenResponse } from '../../src/ground/contract';
import type { Queryable } from '../kernel/database';
import { HttpError } from '../kernel/HttpError';
import { decoyHash, verifyPassword } from './password';
import { startSession } from './sessions';
import type { Tokens } from '../kernel/sessionTokens';

/** The columns `loginDataOf` reads, from `users u LEFT JOIN persons p ON p.id = u.person_id`. */
export const loginDataColumns = `u.token_type, u.login_types, u.language, u.project_number, u.plus_crew_number,
  p.id AS person_id, p.first_name, p.last_name, p.personal, p.contact_number, p.map_service`;

/** A login's row as `loginDataColumns` reads it. */
export interface LoginDataRow {
  token_type: 'user' | 'project' | 'pluscrew';
  login_types: string[];
  language: string;
  project_number: string | null;
  plus_crew_number: string | null;
  person_id: number | null;
  first_name: string | null;
  last_name: string | null;
  personal: boolean | null;
  contact_number: string | null;
  map_service: 'google' | 'apple' | 'openStreetMap' | null;
}

interface LoginRow extends LoginDataRow {
  user_id: number;
  password_hash: string;
}

const wrongCredentials = () => new HttpError(401, 'invalid_credentials', 'Wrong e-mail or password');

/**
 * Checks a login within the host's tenant and answers a session token. Logins are case-insensitive
 * e-mails, or a project (`P-1001`) or plus-crew (`PC-7`) identifier. An unknown login costs as much time as
 * a wrong password, so timing does not tell which logins exist. Each login opens a session of its own.
 */
export async function logIn(
  db: Queryable, tokens: Tokens, tenantId: number, request: LoginRequest, client: { userAgent: string | undefined; moment: Date },
): Promise<TokenResponse> {
  const result = await db.query<LoginRow>(
    `SELECT u.id AS user_id, u.password_hash, ${loginDataColumns}
     FROM users u LEFT JOIN persons p ON p.id = u.person_id
     WHERE u.tenant_id = $1 AND u.login = lower($2)`,
    [tenantId, request.username.trim()],
  );
  const user = result.rows[0];
  const matches = await verifyPassword(request.password, user?.password_hash ?? (await decoyHash));
  if (!user || !matches) throw wrongCredentials();
  const owner = { tenantId, userId: user.user_id, personId: user.person_id, userAgent: client.userAgent };
  return { token: await startSession(db, tokens, { type: user.token_type, loginData: loginDataOf(user) }, owner, client.moment) };
}

/** What the session token says about a login (its `loginData`); the support console's menu preview reads it too. */
export function loginDataOf(user: LoginDataRow): LoginData {
  const loginData: LoginData = { language: user.language, loginTypes: user.login_types.map((caption) => ({ caption })) };
  if (user.person_id !== null) {
    loginData.person = {
      id: user.person_id,
      firstName: user.first_name ?? '',
      lastName: user.last_name ?? '',
      personal: user.personal ?? true,
      mapService: user.map_service ?? 'google',
    };
  }
  if (user.contact_number) loginData.contactNumber = user.contact_number;
  if (user.project_number) loginData.projectNumber = user.project_number;
  if (user.plus_crew_number) loginData.plusCrewNumber = user.plus_crew_number;
  return loginData;
}
