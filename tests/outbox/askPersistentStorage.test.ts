import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askPersistentStorage } from '../../src/outbox/askPersistentStorage';

/** A browser's storage manager that grants (or not) what is asked, and counts the asks. */
function storageManager(persisted: boolean, grants: boolean) {
  return { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grants) } as unknown as StorageManager & {
    persist: ReturnType<typeof vi.fn>;
  };
}

beforeEach(() => {
  localStorage.clear();
});

describe('askPersistentStorage', () => {
  it('asks once for the first write waiting, and again once when the app is installed', async () => {
    const storage = storageManager(false, false);
    expect(await askPersistentStorage('outboxWrite', storage)).toBe(false);
    expect(await askPersistentStorage('outboxWrite', storage)).toBe(false);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    const installed = storageManager(false, true);
    expect(await askPersistentStorage('installed', installed)).toBe(true);
    expect(await askPersistentStorage('outboxWrite', installed)).toBe(false);
    expect(await askPersistentStorage('installed', installed)).toBe(false);
    expect(installed.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the storage is persistent already, or the browser cannot be asked', async () => {
    const kept = storageManager(true, true);
    expect(await askPersistentStorage('outboxWrite', kept)).toBe(true);
    expect(kept.persist).not.toHaveBeenCalled();
    localStorage.clear();
    expect(await askPersistentStorage('outboxWrite', undefined)).toBe(false);
    expect(await askPersistentStorage('outboxWrite', {} as StorageManager)).toBe(false);
  });
});
