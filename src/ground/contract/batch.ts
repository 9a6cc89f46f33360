/**
 * `POST /batch`: several reads in one request. A phone's first screen makes several calls at once (home: eight); on
 * HTTP/1.1 they take up to six connections beside the app's files and each waits a round trip, so the start script
 * (`build/loggedInPreloadPlugin.ts`) sends them as one batch. Each call runs as if made on its own, with the batch's
 * headers: the same tenant, session, access rules and answers.
 */
import { Type, type Static } from 'typebox';
import { Shape } from './shapes';
import { field, object, type FieldInput } from './fields/fields';
import { listOf } from './fields/amountFields';

/** At most this many calls in one batch (a screen's first calls: home makes eight). */
export const batchCallsMax = 12;

/**
 * A read below /api/v1, with its query: `/jobs?limit=1000&page=1`. Not a batch itself. Its path has letters, digits,
 * `/`, `_` and `-` only (the api's paths need no more), so no `..` or encoded character leads it out of /api/v1.
 */
export const batchCallPattern = '^/(?!batch(?:[/?]|$))[A-Za-z0-9/_-]*(?:\\?[A-Za-z0-9_.~%&=+,:-]*)?$';

const callExpression = new RegExp(batchCallPattern);
const batchCall = field<string>(
  Type.String({ pattern: batchCallPattern, maxLength: 2000, description: 'A GET below /api/v1 with its query.', examples: ['/jobs?limit=1000&page=1'] }),
  (value, path, problems) => {
    if (typeof value !== 'string') problems.push({ path, message: value === undefined ? 'is required' : 'must be text' });
    else if (value.length > 2000) problems.push({ path, message: 'must be at most 2000 characters' });
    else if (!callExpression.test(value)) problems.push({ path, message: 'must be a path below /api/v1 with its query, not a batch' });
    return typeof value === 'string' ? value : '';
  },
);

/** What the start script sends to `POST /batch`: the calls, in the order their answers come. */
export const batchRequest = object(
  { calls: listOf(batchCall, { min: 1, max: batchCallsMax }) },
  { unknownKeys: 'reject' },
);
export type BatchRequest = FieldInput<typeof batchRequest>;

/** One call's answer, as the call would have had it on its own. */
export const BatchAnswer = Shape({
  status: Type.Integer({ minimum: 100, maximum: 599, description: "The call's HTTP status." }),
  body: Type.Unknown({ description: "The call's answer: its JSON (an ApiError for a refusal), or its text when it is not JSON; null for none." }),
}, "One call's answer, as the call would have had it on its own.");
export type BatchAnswer = Static<typeof BatchAnswer>;

/** `POST /batch`: the calls' answers, in the order of the calls. */
export const BatchAnswers = Shape({ answers: Type.Array(BatchAnswer) }, "The calls' answers, in the order of the calls.");
export type BatchAnswers = Static<typeof BatchAnswers>;
