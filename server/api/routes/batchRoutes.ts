import { BatchAnswers, batchCallsMax, batchRequest } from '../../../src/ground/contract';
import { route, type ApiRoute } from '../../kernel/route';
import { anySession } from '../accessRules';
import { answerOfCall } from '../batchCalls';

/** Several reads in one request: what a phone's first screen asks at start (`src/ground/contract/batch.ts`). */
export const batchRoutes: readonly ApiRoute[] = [
  route({
    method: 'POST', path: '/batch', access: anySession, answer: BatchAnswers,
    summary: 'Make several reads in one request',
    description: `Up to ${batchCallsMax} GET calls below /api/v1, each with its query (\`/jobs?limit=1000&page=1\`). Each runs as if made on its own `
      + 'with this request\'s headers (the same tenant, session and access rules), and its status and body come back in the order asked: '
      + 'a call the caller may not make answers its 403 or 404 there, while the batch answers 200. A batch within a batch is refused (400).',
    body: batchRequest,
    handle: async (ctx, { body }): Promise<BatchAnswers> => ({
      answers: await Promise.all(body.calls.map((call) => answerOfCall(ctx.request, call))),
    }),
  }),
];
