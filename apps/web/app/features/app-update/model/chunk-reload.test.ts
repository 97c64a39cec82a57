import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceForNewBuild } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('a chunk that fails to load after a deploy', () => {
  it('is recognised in the words of each browser', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads the page once, and not again within the guard', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewBuild(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForNewBuild(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForNewBuild(storage, reload, 1_000_000);
    expect(reloadOnceForNewBuild(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage cannot be used', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnceForNewBuild(broken, reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
