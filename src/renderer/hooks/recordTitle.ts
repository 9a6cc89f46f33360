import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';

const titleFields = ['title', 'name', 'caption', 'subject', 'function'] as const;

/** What a record is called, as far as its usual fields tell (its title, name, caption …), with its project's name. */
export function recordTitle(scope: TemplateScope): string | undefined {
  const record = scope as Record<string, unknown>;
  const title = titleFields.map((field) => record[field]).find((value): value is string => typeof value === 'string' && value !== '');
  const project = (record.project as { name?: unknown } | undefined)?.name;
  const parts = [title, typeof project === 'string' ? project : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
