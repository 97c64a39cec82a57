// A deploy never leaves a player on a broken mix of old and new chunks (issue 15): a script that
// fails to load is taken for a deploy, and the page reloads once into the new version.

const RELOAD_KEY = 'vitrine:chunk-reload-at';
/** A second failure this soon after the reload is a real error, not a deploy: no loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads unless this tab already reloaded for the same reason within the guard; says whether
 * it did. Storage that cannot be used (private mode) means no reload: a loop is worse.
 */
export function reloadOnceForNewBuild(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number,
): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
