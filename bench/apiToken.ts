import { demoPassword } from './logIn';

/** Logs in through `POST /api/v1/auth/token` and answers the token. */
export async function apiToken(origin: string, login: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Type: 'MOBILE' },
    body: JSON.stringify({ username: login, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`Logging in ${login} through the API answered ${response.status}`);
  const { token } = (await response.json()) as { token?: unknown };
  if (typeof token !== 'string') throw new Error('The login answer has no token');
  return token;
}
