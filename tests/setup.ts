import '@testing-library/dom';
import { afterEach } from 'vitest';

// Mantine reads matchMedia and ResizeObserver, which jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}

afterEach(async () => {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
