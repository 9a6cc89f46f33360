import type { LoginType } from '../screenLanguage/types';

/** Section 6: login type captions as servers send them; planners, operations and planning all count as planner. */
const loginTypeByCaption: Record<string, LoginType> = {
  crew: 'crew',
  client: 'client',
  clients: 'client',
  planner: 'planner',
  planners: 'planner',
  operations: 'planner',
  planning: 'planner',
  office: 'office',
};

/** The login types behind login type captions; unknown captions count for nothing. Used by the app and the server. */
export function loginTypesOf(captions: readonly string[]): LoginType[] {
  const types = captions.map((caption) => loginTypeByCaption[caption.trim().toLowerCase()]);
  return [...new Set(types.filter((type): type is LoginType => type !== undefined))];
}
