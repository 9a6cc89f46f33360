import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from '../../spec/types';
import { formatValue } from '../../spec/formatValue';
import { renderTemplate, type TemplateScope } from '../../spec/renderTemplate';
import { resolvePath } from '../../spec/resolvePath';
import { useFormatContext } from '../hooks/useFormatContext';

/** Bar colours by series, in order (the theme's palette, apart enough to tell apart side by side). */
const colors = ['blue.6', 'orange.6', 'teal.6', 'grape.6'];

/** Room per bar and around the bars, in px: tall enough to read a label beside each group on a phone. */
const barHeight = 18;
const frameHeight = 70;

interface SectionChartProps {
  chart: ChartSpec;
  items: Record<string, unknown>[];
  scope: TemplateScope;
  /** The section's title, naming the chart and its table for screen readers. */
  title?: string;
}

/**
 * A section's `chart:` — horizontal bars per record of its sub-list (a lazy chunk with the chart library, loaded only
 * by sections that draw one), and under it the same numbers as a small table: the drawing is for the eye and hidden from
 * screen readers, the table is for reading (and for them).
 */
export default function SectionChart({ chart, items, scope, title }: SectionChartProps) {
  const { t } = useTranslation();
  const format = useFormatContext();
  const number = (value: number) => formatValue(value, 'number', format);
  const rows = items.map((item) => {
    const row: Record<string, string | number | null> = { label: renderTemplate(chart.label, { ...scope, ...item }, format) };
    // A value the record lacks (e.g. nothing agreed) draws no bar and an empty cell, never a 0.
    chart.series.forEach((series, index) => {
      const value = resolvePath(item, series.path);
      row[`s${index}`] = typeof value === 'number' ? value : null;
    });
    return row;
  });
  if (rows.length === 0) return null;
  const series = chart.series.map((entry, index) => ({ name: `s${index}`, label: t(entry.label), color: colors[index % colors.length]! }));
  return (
    <Box component="figure" m={0}>
      <Box aria-hidden data-testid="section-chart">
        <BarChart
          h={frameHeight + rows.length * series.length * barHeight}
          data={rows}
          dataKey="label"
          orientation="vertical"
          series={series}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 36 }}
          valueFormatter={number}
          yAxisProps={{ width: 110 }}
          gridAxis="x"
        />
      </Box>
      <Table fz="xs" mt="xs" verticalSpacing={4} horizontalSpacing={6} striped>
        {title && <VisuallyHidden component="caption">{title}</VisuallyHidden>}
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            {series.map((entry) => <Table.Th key={entry.name} scope="col" ta="right">{entry.label}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={500}>{row.label}</Table.Th>
              {series.map((entry) => <Table.Td key={entry.name} ta="right" style={{ whiteSpace: 'nowrap' }}>{typeof row[entry.name] === 'number' ? number(row[entry.name] as number) : ''}</Table.Td>)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
