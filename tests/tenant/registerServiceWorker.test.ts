import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, updateCheckInterval } from '../../src/tenant/registerServiceWorker';

/** A service worker container that records listeners and lets the test fire `controllerchange`. */
function fakeContainer(options: { controlled: boolean; registerFails?: boolean }) {
  const listeners: (() => void)[] = [];
  const update = vi.fn(async () => undefined);
  const container = {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
    register: vi.fn(async () => {
      if (options.registerFails) throw new Error('blocked');
      return { update };
    }),
  };
  return { container: container as unknown as ServiceWorkerContainer, changeController: () => listeners.forEach((listener) => listener()), update, register: container.register };
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('registers /sw.js once the page has loaded', async () => {
    const fake = fakeContainer({ controlled: false });
    registerServiceWorker({ onUpdateReady: vi.fn() }, { container: fake.container, development: false });
    await vi.waitFor(() => expect(fake.register).toHaveBeenCalledWith('/sw.js'));
  });

  it('registers when the app says (once its first screen has settled), and hears a takeover from the start', async () => {
    const fake = fakeContainer({ controlled: true });
    const onUpdateReady = vi.fn();
    let registerNow = () => {};
    registerServiceWorker({ onUpdateReady }, { container: fake.container, development: false, registerWhen: (register) => (registerNow = register) });
    await Promise.resolve();
    expect(fake.register).not.toHaveBeenCalled();
    // A new deployment that takes over before the registration still offers the reload.
    fake.changeController();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    registerNow();
    await vi.waitFor(() => expect(fake.register).toHaveBeenCalledWith('/sw.js'));
  });

  it('does not register during development', () => {
    const fake = fakeContainer({ controlled: false });
    registerServiceWorker({ onUpdateReady: vi.fn() }, { container: fake.container, development: true });
    // Outside development it registers at once on a loaded page, or on `load`: neither may register here.
    window.dispatchEvent(new Event('load'));
    expect(fake.register).not.toHaveBeenCalled();
  });

  it('offers a reload, once, when a new deployment takes over a page it already controlled', async () => {
    const fake = fakeContainer({ controlled: true });
    const onUpdateReady = vi.fn();
    registerServiceWorker({ onUpdateReady }, { container: fake.container, development: false });
    fake.changeController();
    fake.changeController();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(onUpdateReady.mock.calls[0]![0]).toBeTypeOf('function');
  });

  it('treats the first install (no controller before) as no update, but a later one as an update', () => {
    const fake = fakeContainer({ controlled: false });
    const onUpdateReady = vi.fn();
    registerServiceWorker({ onUpdateReady }, { container: fake.container, development: false });
    fake.changeController();
    expect(onUpdateReady).not.toHaveBeenCalled();
    fake.changeController();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('looks for a new deployment every hour and when the app comes back to the foreground', async () => {
    vi.useFakeTimers();
    const fake = fakeContainer({ controlled: true });
    registerServiceWorker({ onUpdateReady: vi.fn() }, { container: fake.container, development: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(updateCheckInterval);
    expect(fake.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fake.update).toHaveBeenCalledTimes(2);
  });

  it('only logs a registration failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeContainer({ controlled: false, registerFails: true });
    registerServiceWorker({ onUpdateReady: vi.fn() }, { container: fake.container, development: false });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Service worker not registered', expect.any(Error)));
  });
});
