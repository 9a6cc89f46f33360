import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out: for each test of the file, elements get a phone's size (390 × 800), so that a list (or a
 * sheet's scrolling element) has room to draw its cards. Call at the top of a test file.
 */
export function withPhoneLayout(): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** A list answer of the api (the paging envelope) holding `items`, for `mockApi`. */
export const listAnswer = (items: unknown[]) => ({ data: { items, total: items.length, page: 1, limit: 1000 } });
