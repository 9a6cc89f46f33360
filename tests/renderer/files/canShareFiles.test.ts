import { describe, expect, it, vi } from 'vitest';
import { canShareFiles } from '../../../src/renderer/files/canShareFiles';

const share = async () => undefined;

describe('canShareFiles', () => {
  it('is true where the browser says it can share files (a PDF standing for them before any is fetched)', () => {
    const canShare = vi.fn((data?: ShareData) => (data?.files?.length ?? 0) > 0);
    expect(canShareFiles({ share, canShare })).toBe(true);
    expect(canShare.mock.calls[0]?.[0]?.files?.[0]?.type).toBe('application/pdf');
  });

  it('asks about the files given', () => {
    const photo = new File(['x'], 'stage.jpg', { type: 'image/jpeg' });
    const canShare = vi.fn((data?: ShareData) => data?.files?.[0] === photo);
    expect(canShareFiles({ share, canShare }, [photo])).toBe(true);
    expect(canShareFiles({ share, canShare: () => false }, [photo])).toBe(false);
  });

  it('is false without Web Share (desktop Chromium), with share but no canShare (text only), or when canShare throws', () => {
    expect(canShareFiles({})).toBe(false);
    expect(canShareFiles({ share })).toBe(false);
    expect(canShareFiles({ canShare: () => true })).toBe(false);
    expect(canShareFiles({ share, canShare: () => { throw new TypeError('files not supported'); } })).toBe(false);
  });
});
