import { fieldKinds, type FieldKind, type QuestionFields } from '../../ground/screenLanguage/types';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../ground/screenLanguage/resolvePath';
import type { FormField } from './FormField';

type Question = Record<string, unknown>;

const knownKinds: readonly string[] = fieldKinds;

/** Whether a question's kind is one the renderer knows. */
const isFieldKind = (kind: string): kind is FieldKind => knownKinds.includes(kind);

/** Whether an entry of the data is a record (a question, a choice `{ value, label }`). */
const isQuestion = (entry: unknown): entry is Question => typeof entry === 'object' && entry !== null;

function asList(value: unknown): Question[] {
  return Array.isArray(value) ? value.filter(isQuestion) : [];
}

function numberAt(question: Question, path: string | undefined): number | undefined {
  if (!path) return undefined;
  const value = resolvePath(question, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A select question's choices: strings, or `{ value, label }` records. */
function choicesAt(question: Question, path: string | undefined): { value: string; label: string }[] | undefined {
  if (!path) return undefined;
  const value = resolvePath(question, path);
  if (!Array.isArray(value)) return undefined;
  return value.map((choice: unknown) => {
    if (isQuestion(choice)) {
      return { value: String(choice['value'] ?? choice['id'] ?? ''), label: String(choice['label'] ?? choice['value'] ?? '') };
    }
    return { value: String(choice), label: String(choice) };
  });
}

function fieldOf(spec: QuestionFields, question: Question, groupTitle: string | undefined): FormField | null {
  const kind = resolvePath(question, spec.kind);
  if (typeof kind !== 'string' || !isFieldKind(kind) || kind === 'password') return null;
  const render = (template: string | undefined) => (template ? renderTemplate(template, question).trim() : undefined);
  const path = kind === 'file' && spec.filePath ? render(spec.filePath) : render(spec.path);
  // A question missing the value its path names (`answers.{{ id }}` without an id) would share `answers.` with others.
  if (!path || path.split('.').includes('')) return null;
  const choices = kind === 'select' ? choicesAt(question, spec.choices) : undefined;
  return {
    path,
    kind,
    label: render(spec.label) ?? path,
    description: render(spec.description) || undefined,
    required: spec.required ? resolvePath(question, spec.required) === true : false,
    min: numberAt(question, spec.min),
    max: numberAt(question, spec.max),
    options: choices ? { values: choices } : undefined,
    dataLabels: true,
    groupTitle,
  };
}

/**
 * The fields a form makes from data (`questions:`): each question of the record (or of each of its groups) becomes
 * a field of its kind; questions of a kind the renderer does not know are left out rather than shown wrong.
 */
export function questionFields(spec: QuestionFields | undefined, record: TemplateScope): FormField[] {
  if (!spec) return [];
  const groups = spec.groups ? asList(resolvePath(record, spec.groups)) : [record];
  const fields: FormField[] = [];
  for (const group of groups) {
    const title = spec.groups && spec.groupTitle ? renderTemplate(spec.groupTitle, group).trim() || undefined : undefined;
    let first = true;
    for (const question of asList(resolvePath(group, spec.items))) {
      const field = fieldOf(spec, question, first ? title : undefined);
      if (!field) continue;
      fields.push(field);
      first = false;
    }
  }
  return fields;
}
