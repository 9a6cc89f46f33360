import { describe, expect, it } from 'vitest';
import { actionsColumnWidth, columnShares, headingMinimum } from '../../../src/renderer/table/columnShares';

describe('columnShares', () => {
  it('gives each column its asked width as a share of their sum, 180 px for one without', () => {
    expect(columnShares([100, undefined, 120, 100])).toEqual(['20.00%', '36.00%', '24.00%', '20.00%']);
    expect(columnShares([undefined, undefined])).toEqual(['50.00%', '50.00%']);
  });

  it('never leaves a column without room when the widths asked for add up to more than a screen', () => {
    const shares = columnShares([400, 400, 400, undefined]).map((share) => Number.parseFloat(share));
    expect(Math.min(...shares)).toBeGreaterThan(10);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 1);
  });
});

describe('columns no narrower than their headings', () => {
  // The planner crews' table at 1280 × 800: 1,000 px of table for name, type (150), members (110) and four filters.
  const plannerCrews = [undefined, 150, 110, undefined, undefined, undefined, undefined];
  const headings = ['Name', 'Type', 'Members', 'Functions', 'Regions', 'Tags', 'Skills'];
  const minimums = headings.map((heading, index) => headingMinimum(heading, index < 3));
  const pixels = (shares: string[], tableWidth: number) => shares.map((share) => (Number.parseFloat(share) / 100) * tableWidth);

  it('gives a sortable heading room for its longest word and its arrow; a heading of several words wraps between them', () => {
    expect(headingMinimum('Members', true)).toBe(105);
    expect(headingMinimum('Members', false)).toBe(87);
    expect(headingMinimum('Hours confirmed', false)).toBe(headingMinimum('confirmed', false));
  });

  it('keeps the members column at least as wide as its heading, where its share alone cut it to "Mem…"', () => {
    expect(pixels(columnShares(plannerCrews), 1000)[2]).toBeLessThan(minimums[2]!);
    const widths = pixels(columnShares(plannerCrews, { minimums, tableWidth: 1000, fixedWidth: 0 }), 1000);
    widths.forEach((width, index) => expect(width, headings[index]).toBeGreaterThanOrEqual(minimums[index]! - 0.1));
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(1000, 0);
    expect(widths[0]).toBeCloseTo(widths[3]!, 5);
  });

  it('leaves the actions column its pixels, and keeps the plain shares while the table is not measured', () => {
    const widths = pixels(columnShares([100, 100], { minimums: [0, 0], tableWidth: 1000, fixedWidth: 200 }), 1000);
    expect(widths).toEqual([400, 400]);
    expect(columnShares([100, 300], { minimums: [0, 0], tableWidth: 0, fixedWidth: 0 })).toEqual(['25.00%', '75.00%']);
  });
});

describe('actionsColumnWidth', () => {
  it('gives the actions room for their widest label as shown, in any language', () => {
    expect(actionsColumnWidth(['Copy as new', 'Delete'])).toBe(178);
    expect(actionsColumnWidth(['Copïo fel un newydd', 'Dileu'])).toBeGreaterThan(actionsColumnWidth(['Copy as new', 'Delete']));
  });
});
