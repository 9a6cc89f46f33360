import { describe, expect, it } from 'vitest';
import { actionsColumnWidth, columnShares } from '../../../src/renderer/table/columnShares';

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

describe('actionsColumnWidth', () => {
  it('gives the actions room for their widest label as shown, in any language', () => {
    expect(actionsColumnWidth(['Copy as new', 'Delete'])).toBe(178);
    expect(actionsColumnWidth(['Copïo fel un newydd', 'Dileu'])).toBeGreaterThan(actionsColumnWidth(['Copy as new', 'Delete']));
  });
});
