import { openApiPathOf, routerPath, type ApiCall, type ContractSchema } from './apiCalls';
import { appendPointer } from '../ground/screenLanguage/jsonPointer';
import { checkMenuPaths } from './checkMenuPaths';
import { errorIn, type CheckedFile } from './CheckedFile';
import { formatterArguments, formatterNames } from '../ground/screenLanguage/formatValue';
import { didYouMean } from './nearestNames';
import { reachedPaths } from '../ground/screenLanguage/screenCalls';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { asArray, asRecord, isRecord } from '../ground/screenLanguage/specRecord';

/**
 * The checks of what a screen's strings say, beyond its schema: template syntax (`{{ reason }` unclosed, `{{ }}`
 * empty), formatters and their arguments, `$` variables, endpoints that match no call of the API (or the wrong
 * method), template paths, detail paths and condition fields the data they read cannot have — each with the
 * nearest valid names — and menu paths against the screen's route (`checkMenuPaths`). A path is only refused where
 * the answer's schema is known and closed; a loose schema (free keys) accepts anything.
 */
export function checkTemplates(checked: CheckedFile, api: readonly ApiCall[] | undefined): SpecError[] {
  const spec = checked.value;
  if (!isRecord(spec)) return [];
  const errors: SpecError[] = [];
  const report = (pointer: string, message: string) => errors.push(errorIn(checked, pointer, message));
  const variables = variablesOf(spec, api);
  const walker = new TemplateWalker(report, variables, api);
  walker.visit(spec, '', [isSource(spec.source) ? sourceScope(spec, api, layoutList(spec)) : noData]);
  return [...errors, ...checkMenuPaths(checked)];
}

/** A data scope templates read: the answer's (or one item's) schema, or `loose` when nothing is known of it. */
type Scope = ContractSchema | 'loose';

/** What a screen without a `source` of its own reads: nothing (its parts with their own sources read theirs). */
const noData: Scope = { type: 'object', properties: {}, additionalProperties: false, 'x-where': 'this screen, which has no source of its own' };

/** Values every screen may read besides its data, and what they hold. */
const builtInVariables: Record<string, Scope> = {
  $user: 'loose',
  $tenant: {
    type: 'object', additionalProperties: false, 'x-where': 'the tenant\'s settings',
    properties: { name: { type: 'string' }, defaultLanguage: { type: 'string' }, useUserLanguage: { type: 'boolean' } },
  },
  $today: { type: 'string' },
  $date: { type: 'string' },
  $check: 'loose',
  $response: 'loose',
};

const templatePart = /\{\{([\s\S]*?)\}\}/g;

class TemplateWalker {
  constructor(
    private readonly report: (pointer: string, message: string) => void,
    private readonly variables: Record<string, Scope>,
    private readonly api: readonly ApiCall[] | undefined,
  ) {}

  visit(node: unknown, pointer: string, scopes: Scope[]): void {
    if (typeof node === 'string') return this.checkString(node, pointer, scopes);
    if (Array.isArray(node)) return node.forEach((entry, index) => this.visit(entry, `${pointer}/${index}`, scopes));
    if (!isRecord(node)) return;
    const record = node;
    // A node with its own data (a sub-list, a dashboard section, a select's options) reads that data inside; a tab's
    // layout reads it as the screen's layout does (a detail tab reads the whole answer, a list tab one item).
    const listed = typeof record.layout === 'string' ? layoutList(record) : record.list !== false;
    const own = pointer !== '' && isSource(record.source) ? [sourceScope(record, this.api, listed && record.source.list !== false), ...scopes] : scopes;
    // A form's values: its fields, its submit call and its notices read them (besides the record).
    const form = formValues(record);
    for (const [key, value] of Object.entries(record)) {
      const at = appendPointer(pointer, key);
      // A chart writes its numbers with one format, whose path argument reads the section's record (not one of its records).
      const chartFormat = key === 'chart' ? formatOfChart(value) : undefined;
      if (chartFormat !== undefined) this.checkFormatters(chartFormat.split('|'), appendPointer(at, 'format'), own);
      if (form && (key === 'fields' || key === 'submit' || key === 'notices')) {
        this.visit(value, at, [form, ...own]);
      } else if (key === 'some' && typeof record.field === 'string') {
        // `{ field: documents, some: { field: type, … } }`: the inner condition reads one element of the list.
        const field = record.field;
        this.checkPath(field, `${pointer}/field`, own);
        this.visit(value, at, own.map((scope) => elementScope(scope, field)));
      } else if (key === 'field' && record.some !== undefined) {
        continue;
      } else if (key === 'source' || key === 'check') {
        this.checkSource(value, at, scopes);
      } else if (key === 'context' && pointer === '') {
        for (const [name, source] of Object.entries(asRecord(value) ?? {})) this.checkSource(source, appendPointer(at, name), scopes);
      } else if (key === 'call' || key === 'download' || key === 'share') {
        // A download and a share both hand on a file: their call must answer one.
        this.checkCall(value, at, scopes, key === 'call' ? null : key);
      } else if (key === 'path' && typeof value === 'string' && /^\/menu\/(side|bottom)$/.test(pointer)) {
        // A menu entry's address, templated over the session only (checkMenuPaths says what it may name).
        this.checkString(value, at, [noData]);
      } else if ((key === 'path' || key === 'field') && typeof value === 'string' && !isOutputPath(record, key)) {
        this.checkPath(value, at, scopes);
      } else if (key === 'count' && typeof value === 'string' && typeof record.id === 'string') {
        // A section's count reads the record its texts read: its own (`list: false`), else the screen's.
        this.checkPath(value, at, isSource(record.source) && record.source.list === false ? own : scopes);
      } else if (key === 'query' || key === 'body') {
        // Values sent to the API: their keys are the API's names, their values templates.
        this.visitValues(value, at, own);
      } else if (key === 'format' && typeof value === 'string' && typeof record.path === 'string') {
        this.checkFormatters(value.split('|'), at, scopes);

      } else if ((key === 'item' || key === 'chart' || key === 'itemActions' || key === 'filter') && typeof record.items === 'string') {
        // A section listing a list of its record (`items: functions`): its item, chart and item actions read one element.
        this.visit(value, at, [elementScope(own[0] ?? 'loose', record.items), ...own]);
      } else if (key === 'questions') {
        // Question fields render against each question of the record's data.
        this.visit(value, at, ['loose']);
      } else {
        this.visit(value, at, own);
      }
    }
  }

  private visitValues(node: unknown, pointer: string, scopes: Scope[]): void {
    if (typeof node === 'string') return this.checkString(node, pointer, scopes);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) this.visitValues(value, appendPointer(pointer, key), scopes);
  }

  private checkSource(source: unknown, pointer: string, scopes: Scope[]): void {
    if (!isSource(source)) return this.visit(source, pointer, scopes);
    if (source.base !== 'app') this.checkEndpoint('GET', source.endpoint, `${pointer}/endpoint`, null);
    this.visit({ ...source, endpoint: undefined }, pointer, scopes);
    this.checkString(source.endpoint, `${pointer}/endpoint`, scopes);
  }

  private checkCall(call: unknown, pointer: string, scopes: Scope[], handsOnFile: 'download' | 'share' | null): void {
    const record = asRecord(call);
    if (record && typeof record.endpoint === 'string') {
      const method = record.method === 'POST' || record.method === 'DELETE' ? record.method : 'GET';
      this.checkEndpoint(method, record.endpoint, `${pointer}/endpoint`, handsOnFile);
    }
    this.visit(call, pointer, scopes);
  }

  /** The endpoint must reach a call of the API with this method; a download or a share must reach one that answers a file. */
  private checkEndpoint(method: string, endpoint: string, pointer: string, handsOnFile: 'download' | 'share' | null): void {
    if (!this.api || endpoint.includes('{{') && !endpoint.includes('}}')) return;
    const paths = [...new Set(this.api.map((call) => routerPath(call.path)))];
    const reached = reachedPaths(endpoint, paths);
    if (reached.length === 0) {
      const shape = pathOf(endpoint).replace(templatePart, '{…}');
      const near = didYouMean(shape, this.api.map((call) => call.path.replace(/\{[^}]+\}/g, '{…}')), (path) => `"${path}"`);
      this.report(pointer, `endpoint "${endpoint}" matches no call of the API (schemas/openapi.json)${near}`);
      return;
    }
    const calls = this.api.filter((call) => reached.includes(routerPath(call.path)));
    const call = calls.find((candidate) => candidate.method === method);
    const path = openApiPathOf(reached[0] ?? '');
    if (!call) {
      const methods = calls.map((candidate) => candidate.method).join(', ');
      this.report(pointer, `${method} ${path} is not a call of the API: that path takes ${methods}`);
    } else if (handsOnFile && !call.file) {
      this.report(pointer, `${method} ${path} answers JSON, not a file: a ${handsOnFile} needs a call that answers a file`);
    }
  }

  private checkString(text: string, pointer: string, scopes: Scope[]): void {
    if (!text.includes('{{') && !text.includes('}}')) return;
    let outside = '';
    let at = 0;
    while (at < text.length) {
      const open = text.indexOf('{{', at);
      if (open === -1) break;
      outside += text.slice(at, open);
      const close = text.indexOf('}}', open + 2);
      const nextOpen = text.indexOf('{{', open + 2);
      if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
        // Opened and never closed before the next part (or the end): `{{ reason }`.
        const rest = text.slice(open, nextOpen === -1 ? text.length : nextOpen);
        const single = rest.indexOf('}');
        const fragment = (single === -1 ? rest : rest.slice(0, single + 1)).trimEnd();
        const fixed = `${fragment.replace(/[\s}]*$/, '')} }}`;
        this.report(pointer, `template part "${fragment}" is not closed: write "${fixed}"`);
        at = nextOpen === -1 ? text.length : nextOpen;
        continue;
      }
      this.checkPart(text.slice(open + 2, close).trim(), pointer, scopes);
      at = close + 2;
    }
    outside += text.slice(at);
    if (outside.includes('}}')) this.report(pointer, 'template has "}}" with no "{{" before it: open the part with "{{"');
  }

  /** One `{{ … }}` part: paths joined by `??`, then formatters. */
  private checkPart(inner: string, pointer: string, scopes: Scope[]): void {
    if (inner === '') {
      this.report(pointer, 'template part "{{ }}" is empty: put a path inside, e.g. "{{ name }}"');
      return;
    }
    const [paths = '', ...formatters] = inner.split('|');
    for (const path of paths.split('??')) this.checkPath(path.trim(), pointer, scopes);
    this.checkFormatters(formatters, pointer, scopes);
  }

  private checkFormatters(formatters: readonly string[], pointer: string, scopes: Scope[]): void {
    for (const formatter of formatters) {
      const [name = '', argument] = formatter.trim().split(':', 2);
      if (!formatterNames.includes(name)) {
        const known = didYouMean(name, formatterNames);
        this.report(pointer, `formatter "${name}" does not exist${known || `; formatters: ${formatterNames.join(', ')}`}`);
        continue;
      }
      const rule = formatterArguments[name];
      if (!rule) continue;
      if (argument === undefined && rule.takes === 'required') {
        this.report(pointer, `formatter "${name}" needs an argument: ${rule.meaning}`);
      } else if (argument !== undefined && rule.takes === 'none') {
        this.report(pointer, `formatter "${name}" takes no argument: write "${name}" without ":${argument}"`);
      } else if (argument !== undefined && rule.pattern && !rule.pattern.test(argument)) {
        this.report(pointer, `formatter "${name}" argument "${argument}" must be ${rule.meaning}`);
      } else if (argument !== undefined && rule.isPath && !rule.literal?.test(argument)) {
        this.checkPath(argument, pointer, scopes);
      }
    }
  }

  /** A dotted path read from the data in scope, or from a `$` variable. */
  checkPath(path: string, pointer: string, scopes: Scope[]): void {
    if (path === '' || /^-?\d+(\.\d+)?$/.test(path)) return;
    if (!/^\$?[A-Za-z_][\w$]*(\.[\w$-]+)*$/.test(path)) {
      this.report(pointer, `"${path}" is not a path: write names joined by dots, e.g. "project.name"`);
      return;
    }
    const [head = '', ...steps] = path.split('.');
    if (head.startsWith('$')) {
      const scope = this.variables[head];
      if (scope === undefined) {
        const known = Object.keys(this.variables);
        this.report(pointer, `variable "${head}" does not exist${didYouMean(head, known) || `; variables: ${known.join(', ')}`}`);
        return;
      }
      const problem = missingStep(scope, steps);
      if (!problem) return;
      const known = problem.known.length > 0 ? ` (it has ${problem.known.join(', ')})` : '';
      this.report(pointer, `"${path}": ${head} has no "${problem.step}"${didYouMean(problem.step, problem.known) || known}`);
      return;
    }
    const problems = scopes.map((scope) => missingStep(scope, [head, ...steps]));
    const first = problems[0];
    if (!first || problems.some((problem) => problem === null)) return;
    const data = scopes[0] !== 'loose' && typeof scopes[0]?.['x-where'] === 'string' ? scopes[0]['x-where'] : 'the data this part reads';
    const where = first.at.length === 0 ? data : `"${first.at.join('.')}" of ${data}`;
    const prefix = first.at.join('.');
    const hint = didYouMean(first.step, first.known, (name) => `"${prefix ? `${prefix}.` : ''}${name}"`) || (first.known.length > 0 ? `; its fields: ${first.known.slice(0, 12).join(', ')}${first.known.length > 12 ? ', …' : ''}` : '');
    this.report(pointer, `"${path}" is not a field of ${where}${hint}`);
  }
}

/** Where a path walk stopped: the step not found, the steps before it, and the names that were there. */
interface MissingStep { step: string; at: string[]; known: string[] }

/** Null when every step exists in the schema (or the schema is loose there); else where it stops. */
function missingStep(scope: Scope, steps: readonly string[]): MissingStep | null {
  let current: Scope[] = [scope];
  for (const [index, step] of steps.entries()) {
    const next: Scope[] = [];
    const known = new Set<string>();
    for (const schema of current.flatMap(branches)) {
      if (schema === 'loose') return null;
      const found = child(schema, step, known);
      if (found === 'loose') return null;
      if (found) next.push(found);
    }
    if (next.length === 0) return { step, at: steps.slice(0, index), known: [...known] };
    current = next;
  }
  return null;
}

/** The alternatives of a union (`anyOf`/`oneOf`), without `null`. */
function branches(scope: Scope): Scope[] {
  if (scope === 'loose') return ['loose'];
  const options = scope.anyOf ?? scope.oneOf;
  if (!Array.isArray(options)) return [scope];
  return options.filter(isRecord).filter((option) => option.type !== 'null').flatMap(branches);
}

function isScalar(schema: ContractSchema): boolean {
  return ['string', 'number', 'integer', 'boolean', 'null'].includes(String(schema.type));
}

/** The schema of `step` inside `schema`: undefined when it cannot be there, `loose` when anything may be. */
function child(schema: ContractSchema, step: string, known: Set<string>): Scope | undefined {
  if (schema.type === 'array') {
    if (step === 'length') return { type: 'integer' };
    return /^\d+$/.test(step) ? (asRecord(schema.items) ?? 'loose') : undefined;
  }
  if (isScalar(schema)) return undefined;
  const properties = asRecord(schema.properties) ?? {};
  // A property schema that is no object (`true`) allows anything.
  if (Object.hasOwn(properties, step)) return asRecord(properties[step]) ?? 'loose';
  Object.keys(properties).forEach((name) => known.add(name));
  const extra = schema.additionalProperties;
  if (schema.patternProperties || (extra !== undefined && extra !== false)) return asRecord(extra) ?? 'loose';
  // An object whose keys are not declared at all is loose; declared keys with no others allowed are closed.
  return schema.properties === undefined || extra === undefined && schema.type !== 'object' ? 'loose' : undefined;
}

interface SourceLike { endpoint: string; list?: boolean; items?: string; base?: string }

function isSource(value: unknown): value is SourceLike {
  return isRecord(value) && typeof value.endpoint === 'string';
}

/** Lists, calendars and dashboards read lists unless their source says `list: false`. */
function layoutList(spec: Record<string, unknown>): boolean {
  return ['list', 'calendar', 'dashboard'].includes(String(spec.layout));
}

/** What the templates of a node with a `source` read: one item of a list, or the whole answer. */
function sourceScope(node: Record<string, unknown>, api: readonly ApiCall[] | undefined, listByDefault: boolean): Scope {
  const source = node.source;
  if (!api || !isSource(source) || source.base === 'app') return 'loose';
  const answer = answerOf('GET', source.endpoint, api);
  if (!answer) return 'loose';
  const isList = source.list ?? listByDefault;
  const call = `GET ${source.endpoint.split('?')[0]}`;
  if (!isList) return { ...answer, 'x-where': `the answer of ${call}` };
  const item = elementScope(answer, source.items ?? 'items');
  return item === 'loose' ? item : { ...item, 'x-where': `an item of ${call}` };
}

/** An endpoint's path, without its query. */
function pathOf(endpoint: string): string {
  return endpoint.split('?')[0] ?? endpoint;
}

/** A chart's `format`, when it has one. */
function formatOfChart(chart: unknown): string | undefined {
  const format = asRecord(chart)?.format;
  return typeof format === 'string' ? format : undefined;
}

/** The schema of one element of the list at `path` in a scope (`loose` when unknown). */
function elementScope(scope: Scope, path: string): Scope {
  let list: Scope = scope;
  for (const step of path.split('.')) {
    if (list === 'loose') return 'loose';
    const found = branches(list).map((branch) => (branch === 'loose' ? 'loose' : child(branch, step, new Set()))).find((next) => next !== undefined);
    list = found ?? 'loose';
  }
  const lists = branches(list).filter((branch) => branch !== 'loose' && branch.type === 'array');
  const first = lists[0];
  return (first !== 'loose' && asRecord(first?.items)) || 'loose';
}

/** The answer schema of the call an endpoint template reaches, if known. */
function answerOf(method: string, endpoint: string, api: readonly ApiCall[]): ContractSchema | undefined {
  const reached = reachedPaths(endpoint, api.map((call) => routerPath(call.path)));
  return api.find((call) => call.method === method && reached.includes(routerPath(call.path)))?.answer;
}

/** The variables of one screen: the built-in ones, `$params` (its route's parameters) and its `context` sources. */
function variablesOf(spec: Record<string, unknown>, api: readonly ApiCall[] | undefined): Record<string, Scope> {
  const route = typeof spec.route === 'string' ? spec.route : '';
  const params = [...route.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1] ?? '');
  const variables: Record<string, Scope> = {
    ...builtInVariables,
    $params: { type: 'object', additionalProperties: false, properties: Object.fromEntries(params.map((name) => [name, { type: 'string' }])) },
  };
  const context = spec.context;
  if (context !== null && typeof context === 'object') {
    for (const [name, source] of Object.entries(context)) {
      variables[`$${name}`] = sourceScope({ source }, api, false);
    }
  }
  return variables;
}

/** The values of a form (`fields` with a `kind`), by the first step of each field's path; loose with `questions`. */
function formValues(record: Record<string, unknown>): Scope | undefined {
  const inputs = asArray(record.fields).flatMap((field) =>
    isRecord(field) && typeof field.kind === 'string' && typeof field.path === 'string' ? [{ path: field.path }] : []);
  if (inputs.length === 0 && record.questions === undefined) return undefined;
  if (record.questions !== undefined) return 'loose';
  const names = inputs.map((field) => field.path.split(/[.[]/)[0] ?? '');
  return { type: 'object', properties: Object.fromEntries(names.map((name) => [name, {}])), 'x-where': 'the form\'s values' };
}

/** A form field's `path` names the value it writes, not data it reads. */
function isOutputPath(record: Record<string, unknown>, key: string): boolean {
  return key === 'path' && typeof record.kind === 'string';
}

