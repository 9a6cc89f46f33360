import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for a state up to 5 s, not 1 s: `npm test` runs the unit and PostgreSQL suites side by
// side on two cores, where a render can take longer than a second. A state that comes is still seen at once.
configure({ asyncUtilTimeout: 5000 });

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
