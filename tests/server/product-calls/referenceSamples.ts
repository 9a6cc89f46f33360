import type { CallSamples } from './CallSample';

const asCrew = { login: 'crew@demo.test' };

/** Real calls for the reference lists and activities. */
export const referenceSamples: CallSamples = {
  'GET /activities': { login: 'planner@demo.test' },
  'GET /activityTypes': asCrew,
  'GET /cateringAgreementTypes': asCrew,
  'GET /chargeTypes': { login: 'accountant@demo.test' },
  'GET /countries': asCrew,
  'GET /nationalities': asCrew,
  'GET /regions': { login: 'planner@demo.test' },
  'GET /insurance': { login: 'office@demo.test' },
  'GET /functions': { login: 'planner@demo.test' },
  'GET /statuses': { login: 'p-1001' },
  'GET /messageTypes': { login: 'office@demo.test' },
  'GET /qualityCheckTypes': { login: 'chief@demo.test' },
  'GET /taxTypes': { login: 'accountant@demo.test' },
  'GET /templates': { login: 'accountant@demo.test', path: '/templates?type=receipt' },
  'GET /tenant/companies': { login: 'accountant@demo.test' },
  'GET /users': { login: 'planner@demo.test' },
  'GET /status': { login: '' },
  'GET /permissionTypes': asCrew,
};
