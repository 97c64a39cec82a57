import { readStored, STORAGE_KEYS, type StorageLike, stringMatching, writeStored } from './storage';

// §3 guest_id: 'guest-' plus random characters or a hash. Older ids may be hashes, so any
// reasonable run of URL-safe characters is accepted on read; anything else is replaced.
export const guestIdSchema = stringMatching(/^guest-[A-Za-z0-9_-]{8,128}$/);

/** 'guest-' followed by 32 hex characters from the platform's cryptographic random source. */
export function createGuestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `guest-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The guest id sent as `Guest-ID` when no one is signed in (§7). Read from `guest_id`; a missing or
 * malformed value is replaced by a new one. Without a storage (server rendering, storage disabled)
 * a fresh id is returned and nothing is remembered.
 */
export function getOrCreateGuestId(storage: StorageLike | null | undefined): string {
  const stored = storage ? readStored(STORAGE_KEYS.guestId, guestIdSchema, storage) : null;
  if (stored) return stored;
  const created = createGuestId();
  if (storage) writeStored(STORAGE_KEYS.guestId, guestIdSchema, created, storage);
  return created;
}
