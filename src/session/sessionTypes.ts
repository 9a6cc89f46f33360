import type { LoginData, RightsMap } from '../ground/contract';
import type { LoginType, TokenType } from '../ground/screenLanguage/types';

/** A logged-in session: the token, what it says, and the rights fetched after login. */
export interface Session {
  token: string;
  /** Seconds since the epoch when the token expires. */
  expiresAt: number;
  tokenType: TokenType;
  loginData: LoginData;
  /** Normalised login types (planners, operations and planning all count as planner). */
  loginTypes: LoginType[];
  rights: RightsMap;
  mailboxRights: RightsMap;
}
