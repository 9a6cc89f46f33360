import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../src/renderer/forms/FormField';
import { initialValue, inputName, nestedValues, requestBody, serverPath, setPath, submittedValue, validate } from '../../../src/renderer/forms/formValues';

const field = (path: string, kind: FormField['kind'], extra: Partial<FormField> = {}): FormField => ({ path, kind, label: path, ...extra });
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const fields: FormField[] = [
  field('formId', 'number'),
  field('answers.1', 'text'),
  field('answers.3', 'checkbox'),
  field('answers.12', 'select'),
  field('file_7', 'file'),
];

describe('inputName', () => {
  it('escapes the dots of a path so the form library keeps one flat key', () => {
    expect(inputName('answers.12')).toBe('answers__12');
    expect(inputName('car.plate.number')).toBe('car__plate__number');
    expect(inputName('reason')).toBe('reason');
  });
});

describe('setPath', () => {
  it('makes objects on the way, never arrays, and replaces a non-object in the way', () => {
    const target: Record<string, unknown> = { answers: 'text' };
    setPath(target, 'answers.0', 'a');
    setPath(target, 'answers.2', 'b');
    expect(target).toEqual({ answers: { 0: 'a', 2: 'b' } });
    expect(Array.isArray(target['answers'])).toBe(false);
  });

  it('cannot reach the prototype of every object through a path from data', () => {
    setPath({}, '__proto__.polluted', 'yes');
    setPath({}, 'constructor.prototype.polluted', 'yes');
    expect((({}) as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('nestedValues', () => {
  it('nests the flat values by path; numeric question ids stay keys of an object', () => {
    const values = nestedValues(fields, { formId: 4, answers__1: 'Ann', answers__3: true, answers__12: 'L', file_7: null });
    expect(values).toEqual({ formId: 4, answers: { '1': 'Ann', '3': true, '12': 'L' }, file_7: null });
    expect(Array.isArray(values['answers'])).toBe(false);
    expect(Object.keys(values['answers'] as object)).toEqual(['1', '3', '12']);
  });

  it('gives a field with no value undefined, and leaves out values of no field', () => {
    expect(nestedValues([field('answers.1', 'text')], { answers__2: 'stray', other: 1 })).toEqual({ answers: { '1': undefined } });
  });

  it('shapes each value with the function given', () => {
    const values = nestedValues([field('answers.1', 'text'), field('answers.2', 'number')], { answers__1: '  ', answers__2: '7' }, submittedValue);
    expect(values).toEqual({ answers: { '1': null, '2': 7 } });
  });
});

describe('initialValue', () => {
  const scope = { $today: '2026-11-22', startDate: '2026-12-01T08:00:00', startTime: '08:30:00', count: '3', flag: 'true', functionId: 4, name: 'Ann' };

  it('gives each kind its empty value without a default', () => {
    expect(['text', 'textarea', 'number', 'date', 'time', 'select', 'checkbox', 'file', 'password'].map((kind) => initialValue(field('x', kind as FormField['kind']), scope)))
      .toEqual(['', '', null, '', '', null, false, null, '']);
  });

  it('renders the default and shapes it for the widget', () => {
    expect(initialValue(field('d', 'date', { default: '{{ startDate }}' }), scope)).toBe('2026-12-01');
    expect(initialValue(field('t', 'time', { default: '{{ startTime }}' }), scope)).toBe('08:30');
    expect(initialValue(field('n', 'number', { default: '{{ count }}' }), scope)).toBe(3);
    expect(initialValue(field('c', 'checkbox', { default: '{{ flag }}' }), scope)).toBe(true);
    expect(initialValue(field('c', 'checkbox', { default: true }), scope)).toBe(true);
    expect(initialValue(field('s', 'select', { default: '{{ functionId }}' }), scope)).toBe(4);
    expect(initialValue(field('s', 'select', { default: 'x{{ functionId }}' }), scope)).toBe('x4');
    expect(initialValue(field('r', 'text', { default: 'Hello {{ name }}' }), scope)).toBe('Hello Ann');
  });

  it("writes a default's dates as the person's language writes them, not in American English", () => {
    const dutch = { locale: 'nl-NL', translate: (key: string) => key };
    const subject = field('caption', 'text', { default: '{{ name }} · {{ $today | date }}' });
    expect(initialValue(subject, scope, dutch)).toBe('Ann · zo 22 nov 2026');
    expect(initialValue(field('d', 'date', { default: '{{ startDate ?? $today | notBefore:$today }}' }), scope, dutch)).toBe('2026-12-01');
  });

  it('falls back to the empty value for a missing or unusable default, and never fills a file', () => {
    expect(initialValue(field('d', 'date', { default: '{{ missing }}' }), scope)).toBe('');
    expect(initialValue(field('n', 'number', { default: '{{ name }}' }), scope)).toBeNull();
    expect(initialValue(field('c', 'checkbox', { default: '{{ name }}' }), scope)).toBe(false);
    expect(initialValue(field('f', 'file', { default: '{{ name }}' }), scope)).toBeNull();
  });
});

describe('validate', () => {
  it('asks for a required value; blank text and an unticked box count as missing', () => {
    const required = (kind: FormField['kind']) => field('x', kind, { required: true });
    expect(validate(required('text'), '  ', t)).toBe('form.required');
    expect(validate(required('checkbox'), false, t)).toBe('form.required');
    expect(validate(required('select'), null, t)).toBe('form.required');
    expect(validate(required('number'), undefined, t)).toBe('form.required');
    expect(validate(required('number'), 0, t)).toBe(true);
    expect(validate(field('x', 'text'), '', t)).toBe(true);
  });

  it('checks numbers against min and max, and refuses what is no number', () => {
    const hours = field('hours', 'number', { min: 0, max: 24 });
    expect(validate(hours, 0, t)).toBe(true);
    expect(validate(hours, '24', t)).toBe(true);
    expect(validate(hours, -1, t)).toBe('form.min {"min":0}');
    expect(validate(hours, 25, t)).toBe('form.max {"max":24}');
    expect(validate(hours, 'abc', t)).toBe('form.number');
  });
});

describe('submittedValue', () => {
  it('sends blank text as null and a typed number as a number, keeping other values', () => {
    expect(submittedValue(field('x', 'text'), '  ')).toBeNull();
    expect(submittedValue(field('x', 'text'), undefined)).toBeNull();
    expect(submittedValue(field('x', 'number'), '4.5')).toBe(4.5);
    expect(submittedValue(field('x', 'text'), ' Ann ')).toBe(' Ann ');
    expect(submittedValue(field('x', 'checkbox'), false)).toBe(false);
    expect(submittedValue(field('x', 'number'), 0)).toBe(0);
  });
});

describe('requestBody', () => {
  it('sends the values as they are (JSON) when no file was chosen', () => {
    const values = { formId: 4, answers: { '1': 'Ann', '3': true }, file_7: null };
    expect(requestBody(fields, values)).toBe(values);
    expect(requestBody([field('answers.1', 'text')], { answers: { '1': 'Ann' } })).toEqual({ answers: { '1': 'Ann' } });
  });

  it('sends form data when a file was chosen: answers as one JSON text part, the file as a file part', async () => {
    const certificate = new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' });
    const body = requestBody(fields, { formId: 4, answers: { '1': 'Ann', '3': true, '12': null }, file_7: certificate, note: null });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['formId', 'answers', 'file_7']);
    expect(form.get('formId')).toBe('4');
    expect(typeof form.get('answers')).toBe('string');
    expect(JSON.parse(form.get('answers') as string)).toEqual({ '1': 'Ann', '3': true, '12': null });
    const file = form.get('file_7') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('certificate.pdf');
    expect(await file.text()).toBe('%PDF');
  });

  it('sends a file only for a file field, and leaves out a file field with no file', () => {
    const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    const withTwo = [...fields, field('file_8', 'file')];
    const form = requestBody(withTwo, { answers: { '1': 'Ann' }, file_7: null, file_8: photo }) as FormData;
    expect(form.has('file_7')).toBe(false);
    expect((form.get('file_8') as File).name).toBe('photo.jpg');
    // A File under a path that is no file field does not make the body form data.
    expect(requestBody([field('answers.1', 'text')], { stray: photo })).not.toBeInstanceOf(FormData);
  });
});

describe('lists in field paths', () => {
  it('makes a list from name[index] steps, and objects from the others', () => {
    const target: Record<string, unknown> = {};
    setPath(target, 'items[0].description', 'Taxi');
    setPath(target, 'items[0].price', 12.5);
    setPath(target, 'items[1].description', 'Parking');
    setPath(target, 'tags[0]', 'travel');
    setPath(target, 'answers.12', 'yes');
    expect(target).toEqual({ items: [{ description: 'Taxi', price: 12.5 }, { description: 'Parking' }], tags: ['travel'], answers: { 12: 'yes' } });
  });

  it('gives list paths flat form names and the server’s dotted names', () => {
    expect(inputName('items[0].description')).toBe('items_0___description');
    expect(inputName('items[0].description')).not.toContain('.');
    expect(serverPath('items[0].description')).toBe('items.0.description');
  });
});
