import { decodeJwt } from 'jose';

/** The id of the person a login's token speaks for (its `loginData.person.id` claim); throws for a token without one. */
export function personIdOf(token: string): number {
  const claims = decodeJwt(token) as { loginData?: { person?: { id?: unknown } } };
  const id = claims.loginData?.person?.id;
  if (typeof id !== 'number') throw new Error('The token names no person');
  return id;
}
