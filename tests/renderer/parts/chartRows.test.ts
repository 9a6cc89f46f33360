import { describe, expect, it } from 'vitest';
import { chartRows } from '../../../src/renderer/parts/chartRows';

const texts = { translate: (key: string) => `<${key}>`, label: (template: string, record: Record<string, unknown>) => template.replace('{{ name }}', String(record['name'])) };

describe('chartRows', () => {
  it('draws one bar per value of the record, named by its label, in one series named by the measure', () => {
    const contract = { quota: { hours: 120 }, plannedHours: 80.5, workedHours: 40, timeAccountHours: -12.25 };
    const chart = {
      kind: 'bar' as const,
      measure: 'contracts.hoursUnit',
      values: [
        { path: 'quota.hours', label: 'contracts.chartQuota' },
        { path: 'plannedHours', label: 'contracts.chartPlanned' },
        { path: 'workedHours', label: 'contracts.chartWorked' },
        { path: 'timeAccountHours', label: 'contracts.chartTimeAccount' },
      ],
    };
    expect(chartRows(chart, [], contract, texts)).toEqual({
      rows: [
        { label: '<contracts.chartQuota>', s0: 120 },
        { label: '<contracts.chartPlanned>', s0: 80.5 },
        { label: '<contracts.chartWorked>', s0: 40 },
        { label: '<contracts.chartTimeAccount>', s0: -12.25 },
      ],
      series: [{ name: 's0', label: '<contracts.hoursUnit>' }],
    });
  });

  it('leaves a value the record lacks empty (never 0), and draws nothing for a record with none of them', () => {
    const chart = { kind: 'bar' as const, measure: 'm', values: [{ path: 'a', label: 'A' }, { path: 'b', label: 'B' }] };
    expect(chartRows(chart, [], { a: 3, b: 'text' }, texts).rows).toEqual([{ label: '<A>', s0: 3 }, { label: '<B>', s0: null }]);
    expect(chartRows(chart, [], { other: 1 }, texts).rows).toEqual([]);
  });

  it('draws one group per record of the sub-list with one bar per series', () => {
    const chart = { kind: 'bar' as const, label: '{{ name }}', series: [{ path: 'hours', label: 'H' }, { path: 'cost.total', label: 'C' }] };
    const items = [{ name: 'March', hours: 160, cost: { total: 10 } }, { name: 'April', hours: 20.5 }];
    expect(chartRows(chart, items, {}, texts)).toEqual({
      rows: [{ label: 'March', s0: 160, s1: 10 }, { label: 'April', s0: 20.5, s1: null }],
      series: [{ name: 's0', label: '<H>' }, { name: 's1', label: '<C>' }],
    });
  });
});
