import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { isRecord } from '../../ground/isRecord';

const titleFields = ['title', 'name', 'caption', 'subject', 'function'] as const;

/** What a record is called, as far as its usual fields tell (its title, name, caption …), with its project's name. */
export function recordTitle(scope: TemplateScope): string | undefined {
  const title = titleFields.map((field) => scope[field]).find((value): value is string => typeof value === 'string' && value !== '');
  const project = isRecord(scope.project) ? scope.project.name : undefined;
  const parts = [title, typeof project === 'string' ? project : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
