import { errorIn, type CheckedFile } from './CheckedFile';
import { menuPathProblem } from '../ground/screenLanguage/menuPath';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/**
 * A screen's menu places against its route: a screen whose route has parameters is placed only with a `path` naming
 * them from the session (`/projects/{{ $user.projectNumber }}`), and a `path` must fit the route (`menuPathProblem`).
 */
export function checkMenuPaths(checked: CheckedFile): SpecError[] {
  const spec = checked.value as { route?: unknown; menu?: Record<string, { path?: unknown } | undefined> } | null;
  if (typeof spec?.route !== 'string' || !spec.menu) return [];
  const route = spec.route;
  const errors: SpecError[] = [];
  for (const menu of ['side', 'bottom'] as const) {
    const placement = spec.menu[menu];
    if (!placement) continue;
    if (typeof placement.path === 'string') {
      const problem = menuPathProblem(route, placement.path);
      if (problem) errors.push(errorIn(checked, `/menu/${menu}/path`, problem));
    } else if (route.includes('{')) {
      const example = route.replace(/\{(\w+)\??\}/g, '{{ $user.<field> }}');
      errors.push(errorIn(checked, `/menu/${menu}`, `route "${route}" has parameters: its menu entry needs a "path" naming them from the session, e.g. "${example}"`));
    }
  }
  return errors;
}
