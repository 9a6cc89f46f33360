import type { ChartSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../ground/screenLanguage/resolvePath';

/** One row of a chart (a group of bars, or one bar): its name and a number (or nothing) per series `s0`, `s1` … */
export type ChartRow = Record<string, string | number | null> & { label: string };

/** One series of bars: its key in the rows and its translated legend (the table's column heading). */
export interface ChartSeriesEntry {
  name: string;
  label: string;
}

interface ChartTexts {
  translate: (key: string) => string;
  /** Fills a record's label template. */
  label: (template: string, record: TemplateScope) => string;
}

/** A number the record holds at `path`; anything else (nothing agreed, a text) draws no bar and an empty cell, never a 0. */
function numberAt(record: unknown, path: string): number | null {
  const value = resolvePath(record, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * What a chart draws and tabulates: with `series`, one row per record of the section's sub-list and one series per
 * entry; with `values`, one row per value of the section's record (`scope`) and one series, named by `measure`.
 */
export function chartRows(chart: ChartSpec, items: Record<string, unknown>[], scope: TemplateScope, texts: ChartTexts): { rows: ChartRow[]; series: ChartSeriesEntry[] } {
  if (chart.values) {
    const rows = chart.values.map((value) => ({ label: texts.translate(value.label), s0: numberAt(scope, value.path) }));
    // A record with none of the numbers draws nothing.
    return { rows: rows.some((row) => row.s0 !== null) ? rows : [], series: [{ name: 's0', label: texts.translate(chart.measure) }] };
  }
  const rows = items.map((item) => {
    const row: ChartRow = { label: texts.label(chart.label, { ...scope, ...item }) };
    chart.series.forEach((series, index) => {
      row[`s${index}`] = numberAt(item, series.path);
    });
    return row;
  });
  return { rows, series: chart.series.map((entry, index) => ({ name: `s${index}`, label: texts.translate(entry.label) })) };
}
