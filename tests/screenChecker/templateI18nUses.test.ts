// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { templateI18nUses } from '../../src/screenChecker/templateI18nUses';

describe('templateI18nUses', () => {
  it('finds the i18n groups formatters name, in templates and in a detail field\'s format', () => {
    expect(templateI18nUses({
      item: {
        subtitle: '{{ kind | t:payrollDocuments.types }} · {{ date | date }}', title: '{{ status | t }}',
        description: '{{ lastWorkedOn | date | label:crewProfileHeader.latestJob }}',
      },
      sections: [{ fields: [{ label: 'jobs.status', path: 'status', format: 't:positionStatus' }] }],
      query: { format: 'pdf' },
      text: 'not a template: t:nothing',
    })).toEqual([
      { value: 'payrollDocuments.types', instancePath: '/item/subtitle', kind: 'prefix' },
      { value: 'crewProfileHeader.latestJob', instancePath: '/item/description', kind: 'key' },
      { value: 'positionStatus', instancePath: '/sections/0/fields/0/format', kind: 'prefix' },
    ]);
  });
});
