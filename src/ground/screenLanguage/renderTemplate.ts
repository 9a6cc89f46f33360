import { resolvePath } from './resolvePath';
import { isRecord } from './specRecord';
import { formatValue, type FormatContext } from './formatValue';

/**
 * Values a template can read: the record's own fields at the root, plus `$params` (route parameters),
 * `$user` (the session's person), `$today` (YYYY-MM-DD) and, where offered, `$date` and `$check`.
 */
export type TemplateScope = Record<string, unknown>;

// A formatter's argument may name a variable (`notBefore:$today`).
const placeholder = /\{\{\s*([^}|]+?)\s*((?:\|\s*[a-zA-Z]+(?::[a-zA-Z0-9._$-]+)?\s*)*)\}\}/g;

/** Reads `a ?? b`: the first of the paths that has a value (not null, undefined or empty text). */
function resolveFirst(scope: TemplateScope, paths: string): unknown {
  for (const path of paths.split('??')) {
    const value = resolvePath(scope, path.trim());
    if (value !== null && value !== undefined && value !== '') return value;
  }
  return undefined;
}

const plainContext: FormatContext = { locale: 'en', translate: (key) => key };

/**
 * Fills `{{ path }}`, `{{ path | formatter:arg }}` and `{{ path ?? otherPath }}` parts of a template;
 * missing values become empty text.
 * Nothing is ever evaluated: a part is a path and a chain of formatter names (`| addDays:1 | ddmmyyyy`).
 */
export function renderTemplate(template: string, scope: TemplateScope, context: FormatContext = plainContext): string {
  const withRecord: FormatContext = { ...context, resolve: (path) => resolveFirst(scope, path) };
  const fill = (part: string): string => part.replace(placeholder, (_match, path: string, formats: string) =>
    formatValue(resolveFirst(scope, path), formats.trim().replace(/^\|/, '') || undefined, withRecord),
  );
  if (!template.includes(partSeparator)) return fill(template);
  return template.split(partSeparator)
    .map((part) => ({ part, text: fill(part) }))
    .filter(({ part, text }) => !isEmptyPart(part, text))
    .map(({ text }) => text)
    .join(partSeparator);
}

/**
 * The separator between the parts of a card line, `{{ person.name }} · {{ crew.name }}`. A part whose values are all
 * missing is left out with its separator, so an open position reads "Rigging crew", not "· Rigging crew", and a line
 * without times loses its "· –".
 */
const partSeparator = ' · ';

/** A part with a value in it whose text came out with no letter or digit ("", "–", "()"); literal text stays. */
function isEmptyPart(part: string, text: string): boolean {
  return new RegExp(placeholder.source).test(part) && !/[\p{L}\p{N}]/u.test(text);
}

/**
 * Like renderTemplate, but a template that is exactly one `{{ path }}` keeps the value's own type
 * (so a body field `{{ id }}` stays a number, and a missing one stays null).
 */
export function renderValue(template: unknown, scope: TemplateScope, context?: FormatContext): unknown {
  if (typeof template !== 'string') return template;
  const whole = /^\{\{\s*([^}|]+?)\s*\}\}$/.exec(template);
  if (whole?.[1]) return resolveFirst(scope, whole[1]) ?? null;
  return renderTemplate(template, scope, context);
}

/** Renders every value of a record of templates, e.g. a call's body or query; nested objects too. */
export function renderRecord(
  record: Record<string, unknown> | undefined,
  scope: TemplateScope,
): Record<string, unknown> {
  const rendered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    // A nested object (e.g. an activity's `parameters`; not a list) is rendered field by field.
    rendered[key] = isRecord(value) ? renderRecord(value, scope) : renderValue(value, scope);
  }
  return rendered;
}

/** Renders an endpoint, encoding each filled-in part so a value can never change the path's shape. */
export function renderEndpoint(template: string, scope: TemplateScope): string {
  return template.replace(placeholder, (_match, path: string) => {
    const value = resolveFirst(scope, path);
    return encodeURIComponent(value === null || value === undefined ? '' : String(value));
  });
}
