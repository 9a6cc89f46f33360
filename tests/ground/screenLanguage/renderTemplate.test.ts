// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEndpoint, renderRecord, renderTemplate, renderValue } from '../../../src/ground/screenLanguage/renderTemplate';

const translate = (key: string) => ({ 'positionStatus.confirmed': 'Confirmed', 'common.yes': 'Yes' })[key] ?? key;
const context = { locale: 'en-GB', translate };
const job = { id: 7, startDate: '2026-11-24', startTime: '08:30:00', status: 'confirmed', project: { name: 'Gala' }, crewChiefOnly: true };

describe('renderTemplate', () => {
  it('fills paths, nested paths and formatters', () => {
    expect(renderTemplate('{{ project.name }} #{{id}}', job, context)).toBe('Gala #7');
    expect(renderTemplate('{{ startDate | date }}', job, context)).toBe('Tue, 24 Nov 2026');
    expect(renderTemplate('{{ startTime | time }}', job, context)).toBe('08:30');
    expect(renderTemplate('{{ status | t:positionStatus }}', job, context)).toBe('Confirmed');
    expect(renderTemplate('{{ crewChiefOnly | yesNo }}', job, context)).toBe('Yes');
  });

  it('leaves missing values empty and never evaluates code', () => {
    expect(renderTemplate('[{{ missing.path }}]', job, context)).toBe('[]');
    expect(renderTemplate('{{ constructor.constructor }}', job, context)).toBe('');
    expect(renderTemplate('{{ __proto__ }}', job, context)).toBe('');
    expect(renderTemplate('{{ alert(1) }}', job, context)).toBe('');
  });

  it('takes the first path with a value after ??', () => {
    expect(renderTemplate('{{ endDate ?? startDate }}', job, context)).toBe('2026-11-24');
    expect(renderTemplate('{{ endDate ?? startDate }}', { ...job, endDate: '2026-11-30' }, context)).toBe('2026-11-30');
  });

  it('keeps types for a single placeholder value', () => {
    expect(renderValue('{{ id }}', job)).toBe(7);
    expect(renderValue('{{ nothing }}', job)).toBeNull();
    expect(renderValue('x{{ id }}', job)).toBe('x7');
    expect(renderRecord({ id: '{{ id }}', fixed: true }, job)).toEqual({ id: 7, fixed: true });
  });

  it('encodes values put into endpoints so they cannot change the path', () => {
    expect(renderEndpoint('/jobs/{{ $params.id }}/confirmation', { $params: { id: '../users?x=1' } })).toBe('/jobs/..%2Fusers%3Fx%3D1/confirmation');
  });

  it('leaves out a part of a line whose values are all missing, with its separator', () => {
    const line = '{{ person.name }} · {{ crew.name }}';
    expect(renderTemplate(line, { crew: { name: 'Rigging crew' } })).toBe('Rigging crew');
    expect(renderTemplate(line, { person: { name: 'Sam Jansen' }, crew: { name: 'Rigging crew' } })).toBe('Sam Jansen · Rigging crew');
    expect(renderTemplate('{{ date }} · {{ start }}–{{ end }}', { date: '28 Nov' })).toBe('28 Nov');
    expect(renderTemplate('Crew · {{ city }}', {})).toBe('Crew');
    expect(renderTemplate('{{ a }} · {{ b }}', {})).toBe('');
  });

  it('falls back to the raw value for an unknown formatter', () => {
    expect(renderTemplate('{{ id | nonsense }}', job, context)).toBe('7');
  });
});
