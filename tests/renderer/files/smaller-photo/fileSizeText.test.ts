// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileSizeText } from '../../../../src/renderer/files/smaller-photo/fileSizeText';

describe('fileSizeText', () => {
  it('writes megabytes with one decimal, in the person\'s language', () => {
    expect(fileSizeText(4_830_000, 'en-GB')).toBe('4.8 MB');
    expect(fileSizeText(912_000, 'en-GB')).toBe('0.9 MB');
    expect(fileSizeText(12_000_000, 'en-GB')).toBe('12 MB');
    expect(fileSizeText(4_830_000, 'nl-NL')).toBe('4,8 MB');
  });

  it('writes kilobytes under 0.1 MB, never 0', () => {
    expect(fileSizeText(85_400, 'en-GB')).toBe('85 kB');
    expect(fileSizeText(12, 'en-GB')).toBe('1 kB');
  });
});
