import { schemaFacts, validateScreen } from 'virtual:screen-validators';
import { explainAjvErrors } from './explainAjvErrors';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import type { ScreenSpec } from '../ground/screenLanguage/types';

/**
 * Validates screen specs that arrive at run time (tenant screens from the server, no rebuild) with the
 * validators precompiled at build time: no Ajv compiler, no `eval`. `specs` is one screen or a list of them;
 * errors are named `sourceName` (or `sourceName[2]` for the third of a list) with a JSON pointer, e.g.
 * `tenant-overlay:/tabs/0/layout must be one of list, detail, …`. Only valid screens are returned.
 */
export function validateRuntimeScreens(specs: unknown, sourceName: string): { screens: ScreenSpec[]; errors: SpecError[] } {
  const list = Array.isArray(specs) ? specs : [specs];
  const screens: ScreenSpec[] = [];
  const errors: SpecError[] = [];
  list.forEach((spec, index) => {
    if (validateScreen(spec)) {
      screens.push(spec as ScreenSpec);
      return;
    }
    const file = Array.isArray(specs) ? `${sourceName}[${index}]` : sourceName;
    const context = { file, data: spec, facts: schemaFacts, rootName: 'screen' };
    errors.push(...explainAjvErrors(validateScreen.errors ?? [], context));
  });
  return { screens, errors };
}
