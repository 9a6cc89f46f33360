import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useTexts } from '../texts';
import type { ChartSpec } from '../../ground/screenLanguage/types';
import { formatValue } from '../../ground/screenLanguage/formatValue';
import { renderTemplate, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../ground/screenLanguage/resolvePath';
import { chartRows } from './chartRows';
import { useFormatContext } from '../hooks/useFormatContext';
import '../../ui/styles/screenStyles';

/**
 * Bar colours by series, in order: the theme's palette in shades dark enough for 3:1 against the card (WCAG 1.4.11),
 * apart enough to tell apart side by side. A negative value (hours owed) is drawn red.
 */
const colors = ['blue.7', 'orange.8', 'teal.8', 'grape.7'] as const;
/** The color of the series at `index`, the colors taken in turn. */
const colorOf = (index: number) => colors[index % colors.length] ?? colors[0];
const negative = 'red.8';

/** Room per bar and per group, and around the bars, in px: tall enough to read the name beside each group on a phone. */
const barHeight = 18;
const groupHeight = 28;
const frameHeight = 70;
const frameHeightWithoutLegend = 40;

/** Room for the longest name beside the bars (12 px text), so none is cut on a phone; the bars keep the rest. */
function labelWidth(labels: string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.min(160, Math.max(60, Math.ceil(longest * 7.2) + 14));
}

interface SectionChartProps {
  chart: ChartSpec;
  items: Record<string, unknown>[];
  scope: TemplateScope;
  /** The section's title, naming the chart and its table for screen readers. */
  title?: string;
}

/**
 * A section's `chart:` — horizontal bars per record of its sub-list (`series`), or one bar per number of the section's
 * record (`values`); a lazy chunk with the chart library, loaded only by sections that draw one. Under it the same
 * numbers as a small table: the drawing is for the eye and hidden from screen readers, the table is for reading (and
 * for them).
 */
export default function SectionChart({ chart, items, scope, title }: SectionChartProps) {
  const { t } = useTexts();
  const format = useFormatContext();
  // One way of writing for the axis, the tooltips and the table; a path argument (`money:currency`) reads the record.
  const number = (value: number) => formatValue(value, chart.format ?? 'number', { ...format, resolve: (path) => resolvePath(scope, path) });
  const { rows, series } = chartRows(chart, items, scope, {
    translate: (key) => t(key),
    label: (template, record) => renderTemplate(template, record, format),
  });
  if (rows.length === 0) return null;
  const cellText = (value: unknown) => (typeof value === 'number' ? number(value) : '');
  const colored = series.map((entry, index) => ({ ...entry, color: colorOf(index) }));
  const withLegend = series.length > 1;
  return (
    <Box component="figure" m={0}>
      {/* A picture of the table below: out of the accessibility tree and the focus order (inert), the numbers are in the table. */}
      <Box aria-hidden inert data-testid="section-chart">
        <BarChart
          h={(withLegend ? frameHeight : frameHeightWithoutLegend) + rows.length * Math.max(groupHeight, series.length * barHeight)}
          data={rows}
          dataKey="label"
          orientation="vertical"
          series={colored}
          withLegend={withLegend}
          legendProps={{ verticalAlign: 'bottom', height: 36 }}
          valueFormatter={number}
          getBarColor={(value, entry) => (value < 0 ? negative : (entry.color ?? colors[0]))}
          // Every group's name, none skipped for room (the height leaves enough for each).
          yAxisProps={{ width: labelWidth(rows.map((row) => String(row.label))), interval: 0 }}
          textColor="gray.8"
          gridAxis="x"
        />
      </Box>
      <Table fz="xs" mt="xs" verticalSpacing={4} horizontalSpacing={6} striped data-testid="section-chart-table">
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
              {series.map((entry) => <Table.Td key={entry.name} ta="right" style={{ whiteSpace: 'nowrap' }}>{cellText(row[entry.name])}</Table.Td>)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
