// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QuestionFields } from '../../../src/ground/screenLanguage/types';
import { questionFields } from '../../../src/renderer/forms/questionFields';

/** The questions of a form to perform, as the server sends them: sections of questions. */
const spec: QuestionFields = {
  groups: 'sections',
  groupTitle: '{{ title }}',
  items: 'questions',
  path: 'answers.{{ id }}',
  filePath: 'file_{{ id }}',
  kind: 'kind',
  label: '{{ label }}',
  description: '{{ help }}',
  required: 'required',
  choices: 'options.choices',
  min: 'options.min',
  max: 'options.max',
};

const form = {
  id: 4,
  sections: [
    {
      id: 1,
      title: 'Before the job',
      questions: [
        { id: 1, kind: 'text', label: 'Your name', help: 'As on your passport', required: true, options: {} },
        { id: 2, kind: 'number', label: 'Hours slept', help: null, required: false, options: { min: 0, max: 24 } },
      ],
    },
    {
      id: 2,
      title: 'Safety',
      questions: [
        { id: 3, kind: 'select', label: 'Shoe size', help: '', required: true, options: { choices: ['42', '43'] } },
        { id: 4, kind: 'checkbox', label: 'I wear safety shoes', required: true, options: {} },
        { id: 5, kind: 'file', label: 'Certificate', required: false, options: { kinds: ['pdf'] } },
      ],
    },
  ],
};

describe('questionFields', () => {
  it('makes a field of each question, with the data as labels, in order', () => {
    const fields = questionFields(spec, form);
    expect(fields.map((field) => [field.path, field.kind, field.label])).toEqual([
      ['answers.1', 'text', 'Your name'],
      ['answers.2', 'number', 'Hours slept'],
      ['answers.3', 'select', 'Shoe size'],
      ['answers.4', 'checkbox', 'I wear safety shoes'],
      ['file_5', 'file', 'Certificate'],
    ]);
    expect(fields.every((field) => field.dataLabels === true)).toBe(true);
  });

  it('puts the group title on the first field of each group only', () => {
    const fields = questionFields(spec, form);
    expect(fields.map((field) => field.groupTitle)).toEqual(['Before the job', undefined, 'Safety', undefined, undefined]);
  });

  it('reads required, min, max and the description from the question', () => {
    const [name, hours, size, shoes, certificate] = questionFields(spec, form);
    expect(name).toMatchObject({ required: true, description: 'As on your passport', min: undefined, max: undefined });
    expect(hours).toMatchObject({ required: false, min: 0, max: 24, description: undefined });
    expect(size).toMatchObject({ required: true, description: undefined });
    expect(shoes?.required).toBe(true);
    expect(certificate?.required).toBe(false);
  });

  it('gives file questions their file path (a multipart key) and others the answer path', () => {
    const fields = questionFields(spec, form);
    expect(fields.find((field) => field.kind === 'file')?.path).toBe('file_5');
    expect(questionFields({ ...spec, filePath: undefined }, form).find((field) => field.kind === 'file')?.path).toBe('answers.5');
  });

  it('makes select choices of strings and of { value, label } records', () => {
    const strings = questionFields(spec, form).find((field) => field.kind === 'select');
    expect(strings?.options).toEqual({ values: [{ value: '42', label: '42' }, { value: '43', label: '43' }] });
    const records = questionFields(spec, {
      sections: [{ title: 'T', questions: [{ id: 9, kind: 'select', label: 'Role', options: { choices: [{ value: 'rig', label: 'Rigger' }, { value: 7, label: 'Seven' }, { id: 8 }, 5] } }] }],
    });
    expect(records[0]?.options?.values).toEqual([
      { value: 'rig', label: 'Rigger' },
      { value: '7', label: 'Seven' },
      { value: '8', label: '' },
      { value: '5', label: '5' },
    ]);
  });

  it('gives only select questions options, and a select without choices none', () => {
    const fields = questionFields(spec, {
      sections: [{ title: 'T', questions: [
        { id: 1, kind: 'text', label: 'A', options: { choices: ['x'] } },
        { id: 2, kind: 'select', label: 'B', options: {} },
      ] }],
    });
    expect(fields.map((field) => field.options)).toEqual([undefined, undefined]);
  });

  it('leaves out questions of a kind the renderer does not know (and passwords), keeping the group title for the next', () => {
    const fields = questionFields(spec, {
      sections: [{ title: 'Sign', questions: [
        { id: 1, kind: 'hologram', label: 'Sign here' },
        { id: 2, kind: 'password', label: 'Secret' },
        { id: 3, label: 'No kind' },
        { id: 4, kind: 42, label: 'Number kind' },
        { id: 5, kind: 'date', label: 'Date' },
      ] }],
    });
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ path: 'answers.5', kind: 'date', groupTitle: 'Sign' });
  });

  it('counts only `true` as required and only finite numbers as bounds', () => {
    const [field] = questionFields(spec, {
      sections: [{ title: 'T', questions: [{ id: 1, kind: 'number', label: 'N', required: 'yes', options: { min: '1', max: Number.NaN } }] }],
    });
    expect(field).toMatchObject({ required: false, min: undefined, max: undefined });
  });

  it('reads questions straight from the record without groups, with no group titles', () => {
    const flat: QuestionFields = { items: 'questions', path: 'answers.{{ id }}', kind: 'kind', label: '{{ label }}', groupTitle: '{{ title }}' };
    const fields = questionFields(flat, { title: 'Ignored', questions: [{ id: 1, kind: 'text', label: 'A' }, { id: 2, kind: 'textarea', label: 'B' }] });
    expect(fields.map((field) => [field.path, field.groupTitle, field.required])).toEqual([['answers.1', undefined, false], ['answers.2', undefined, false]]);
  });

  it('gives no fields for missing or malformed data', () => {
    expect(questionFields(undefined, form)).toEqual([]);
    expect(questionFields(spec, {})).toEqual([]);
    expect(questionFields(spec, { sections: 'nope' })).toEqual([]);
    expect(questionFields(spec, { sections: [null, 3, { title: 'Empty' }, { title: 'Bad', questions: [null, 'x', 7] }] })).toEqual([]);
  });

  it('leaves out a question without an id rather than giving two questions one path', () => {
    const fields = questionFields(spec, {
      sections: [{ title: 'T', questions: [{ kind: 'text', label: 'No id' }, { kind: 'text', label: 'No id either' }, { id: 3, kind: 'text', label: 'Three' }] }],
    });
    expect(fields.map((field) => field.path)).toEqual(['answers.3']);
    expect(fields[0]?.groupTitle).toBe('T');
  });

  it('leaves out the group title of a group without one', () => {
    const fields = questionFields(spec, { sections: [{ questions: [{ id: 1, kind: 'text', label: 'A' }] }] });
    expect(fields[0]?.groupTitle).toBeUndefined();
  });
});
