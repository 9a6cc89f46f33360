import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { field, object, oneOf, type Field } from '../../../src/ground/contract/fields/fields';
import { anId, projectNumber } from '../../../src/ground/contract/fields/valueFields';

/** `true` or `false` in a query string. */
export const queryBoolean = (): Field<boolean> => {
  const read = oneOf(['true', 'false'] as const);
  return field(read.schema, (value, path, problems) => read(value, path, problems) === 'true');
};

/** `:number` of a project. */
export const projectNumberParams = object({ number: projectNumber() }, { unknownKeys: 'ignore' });

/** `:number` and `:personId` of a crew profile. */
export const crewProfileParams = object({ number: projectNumber(), personId: anId() }, { unknownKeys: 'ignore' });

/** Clients, planners and the project login (its own project only, scoped in the store) with `projects.READ`. */
export const readProjects: AccessRule = { tokenTypes: ['user', 'project'], rights: ['projects.READ'] };
