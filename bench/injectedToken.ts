import type { FastifyInstance } from 'fastify';
import { demoPassword } from './logIn';

/** Logs a demo login in through `POST /api/v1/auth/token` on an in-process server and answers the token. */
export async function injectedToken(app: FastifyInstance, login: string): Promise<string> {
  const response = await app.inject({
    method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE' }, payload: { username: login, password: demoPassword },
  });
  const token: unknown = response.statusCode === 200 ? response.json<{ token?: unknown }>().token : undefined;
  if (typeof token !== 'string') throw new Error(`Logging in ${login} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  return token;
}
