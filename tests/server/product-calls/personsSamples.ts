import type { CallSamples, SampleApi } from './CallSample';

/** The person id of a demo login, read from its token's claims. */
export async function personIdOf(api: SampleApi, login: string): Promise<number> {
  const token = await api.server.login(login);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { loginData: { person: { id: number } } };
  return claims.loginData.person.id;
}

/** Real calls for persons. */
export const personsSamples: CallSamples = {
  'POST /persons/:id/activities': {
    login: 'planner@demo.test',
    path: async (api) => `/persons/${await personIdOf(api, 'crew@demo.test')}/activities`,
    body: { caption: 'Call back', type: 'TODO_INT', body: 'Ask about the forklift licence' },
    status: 201,
  },
};
