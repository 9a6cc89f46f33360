import { demoPassword, demoUsers } from './demoUsers';

/** What `npm start` tells a person in a terminal once the app is up: the demo tenant's logins and their password. */
export function demoLoginsLine(): string {
  const logins = demoUsers.filter((user) => user.tenant === 'moyo').map((user) => (user.tokenType === 'user' ? user.login : user.login.toUpperCase()));
  return `Demo logins (password ${demoPassword}): ${logins.join(', ')}. README.md says who each one is.`;
}
