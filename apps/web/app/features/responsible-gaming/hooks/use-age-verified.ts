import { startTransition, useCallback, useEffect, useState } from 'react';
import { browserStorage, STORAGE_KEYS } from '~/lib/storage';

// §3 `ageVerified` is the literal 'true'; anything else means not verified. (An equality check is
// the whole parse, and keeps zod out of every page's first load.)
const VERIFIED = 'true';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const readVerified = () => browserStorage()?.getItem(STORAGE_KEYS.ageVerified) === VERIFIED;

/**
 * Whether the visitor confirmed being 18 or older. Unknown (null) on the server and while
 * hydrating, so nothing about it renders before the browser has read its storage. The first read
 * is a transition, not a store read (docs/performance.md "No urgent work over a hydrating page").
 * An answer given later (here or in another tab) shows at once.
 */
export function useAgeVerified(): [boolean | null, () => void] {
  const [verified, setVerified] = useState<boolean | null>(null);
  useEffect(() => {
    startTransition(() => setVerified(readVerified()));
    return subscribe(() => setVerified(readVerified()));
  }, []);
  const confirm = useCallback(() => {
    browserStorage()?.setItem(STORAGE_KEYS.ageVerified, VERIFIED);
    for (const listener of listeners) listener();
  }, []);
  return [verified, confirm];
}
