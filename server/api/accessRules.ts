import type { AccessRule } from '../../src/ground/screenLanguage/types';

/** Any session, limited (project, plus-crew) logins included. */
export const anySession: AccessRule = { tokenTypes: ['user', 'project', 'pluscrew'] };
/** A full login of the crew login type. */
export const crew: AccessRule = { loginTypes: ['crew'] };
/** A full login of the client or planner login type. */
export const clientOrPlanner: AccessRule = { loginTypes: ['client', 'planner'] };
/** A full login of the planner login type. */
export const planner: AccessRule = { loginTypes: ['planner'] };
/** Any full (user) login. */
export const anyUser: AccessRule = {};
