import type { RightsMap, TokenClaims } from '../../src/ground/contract';
import { loginTypesOf } from '../../src/ground/access/loginTypeCaptions';
import type { Principal, SessionOfRequest } from '../kernel/principal';

/** A user as a session finds it. */
export interface UserRow { id: number; person_id: number | null; token_type: TokenClaims['type']; login_types: string[]; rights: RightsMap; mailbox_rights: RightsMap }

/** The principal of a user found through a session. */
export function principalOf(user: UserRow, claims: TokenClaims, tenantId: number, session: SessionOfRequest): Principal {
  return {
    userId: user.id,
    personId: user.person_id,
    tokenType: user.token_type,
    loginTypes: loginTypesOf(user.login_types),
    rights: user.rights,
    mailboxRights: user.mailbox_rights,
    claims: { ...claims, tenantId },
    session,
  };
}
