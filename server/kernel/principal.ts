import type { RightsMap, TokenClaims } from '../../src/ground/contract';
import type { LoginType } from '../../src/ground/screenLanguage/types';

/** The session a request was made in, and whether its token is the session's current one. */
export interface SessionOfRequest {
  id: string;
  /** The id of the session's current token (a refresh signs the next one). */
  currentTokenId: string;
  /** False for the token a refresh replaced, still good during its grace. */
  tokenIsCurrent: boolean;
}

/** Who is calling: the user behind a verified token of an open session, with what they may do. */
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
  /** The session of the request; absent only where a principal is made without one (tests of access rules). */
  session?: SessionOfRequest;
}
