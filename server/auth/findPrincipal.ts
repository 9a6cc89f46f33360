import type { RightsMap, TokenClaims } from '../../src/api/contract';
import type { LoginType } from '../../src/spec/types';
import type { Queryable } from '../db/openDatabase';
import { loginTypesOf } from '../../src/spec/loginTypeCaptions';

/** Who is calling: the user behind a verified token, with what they may do. */
export interface Principal {
  userId: number;
  /** The person of a user login; null for project and plus-crew logins. */
  personId: number | null;
  tokenType: TokenClaims['type'];
  loginTypes: LoginType[];
  rights: RightsMap;
  mailboxRights: RightsMap;
  /** The token's claims, and the tenant it was verified for (so that a refreshed token stays bound to it). */
  claims: TokenClaims & { tenantId?: number };
}

interface UserRow { id: number; person_id: number | null; login_types: string[]; rights: RightsMap; mailbox_rights: RightsMap }

/**
 * The user a token speaks for, within the host's tenant; null when there is none any more (or the token was
 * made for another tenant). Users are found by person, project number or plus crew number, as the claims hold.
 */
export async function findPrincipal(db: Queryable, tenantId: number, claims: TokenClaims): Promise<Principal | null> {
  const { type, loginData } = claims;
  const key = type === 'user' ? loginData.person?.id : type === 'project' ? loginData.projectNumber : loginData.plusCrewNumber;
  if (key === undefined) return null;
  const column = type === 'user' ? 'person_id' : type === 'project' ? 'project_number' : 'plus_crew_number';
  const result = await db.query<UserRow>(
    `SELECT id, person_id, login_types, rights, mailbox_rights FROM users
     WHERE tenant_id = $1 AND token_type = $2 AND ${column}::text = $3::text`,
    [tenantId, type, String(key)],
  );
  const user = result.rows[0];
  if (!user) return null;
  return {
    userId: user.id,
    personId: user.person_id,
    tokenType: type,
    loginTypes: loginTypesOf(user.login_types),
    rights: user.rights,
    mailboxRights: user.mailbox_rights,
    claims: { ...claims, tenantId },
  };
}
