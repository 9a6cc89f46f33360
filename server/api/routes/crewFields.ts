import { liveLocationRequest } from '../../../src/ground/contract/crews';
import { object, wholeNumber } from '../../../src/ground/contract/fields/fields';
import { now } from '../../kernel/clock';

const id = wholeNumber(1, 2_147_483_647);

/** `:id` (the crew) and `:checkId` of a security check path. */
export const securityCheckParams = object({ id, checkId: id }, { unknownKeys: 'ignore' });

/** `POST …/liveLocations` body, read against the server's clock. */
export const liveLocationBody = liveLocationRequest(now);
