import { readStored, type StorageLike, valueParser, writeStored } from '~/lib/storage';

// §9 "Notifications and push" and §4 "Push permission states": when the web-push modal may be
// offered, the times it remembers, and the timeouts of subscribing. Pure rules over inputs the
// host reads (permission, device, install state, storage, clock), so they are tested with a fake
// clock and a fake storage.

/** §9: the modal is shown about 1 s after the check. */
export const PUSH_PROMPT_DELAY_MS = 1000;
/** §9: not shown for 5 days after a denial. */
export const PUSH_DENIAL_QUIET_MS = 5 * 24 * 60 * 60 * 1000;
/** §9: not shown for 24 hours after the modal was closed. */
export const PUSH_CLOSED_QUIET_MS = 24 * 60 * 60 * 1000;
/** §9: the service worker must be ready within 10 s… */
export const PUSH_WORKER_READY_TIMEOUT_MS = 10_000;
/** …and the push subscription made within 2 s. */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 2000;
/** §8: the success message closes the modal after 2 s. */
export const PUSH_SUCCESS_CLOSE_MS = 2000;

/** §4: the browser's `Notification.permission`. */
export type PushPermission = 'default' | 'granted' | 'denied';

/** Our keys (not §3's): when the player last denied permission, and last closed the modal. */
export const PUSH_STORAGE_KEYS = {
  deniedAt: 'pushDeniedAt',
  closedAt: 'pushModalClosedAt',
} as const;

const epochMs = valueParser((value) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
});

export interface PushPromptTimes {
  deniedAt: number | null;
  closedAt: number | null;
}

export function readPushPromptTimes(storage?: StorageLike | null): PushPromptTimes {
  return {
    deniedAt: readStored(PUSH_STORAGE_KEYS.deniedAt, epochMs, storage),
    closedAt: readStored(PUSH_STORAGE_KEYS.closedAt, epochMs, storage),
  };
}

/** §8: a denial's time is stored ('Não foi possível obter permissão para notificações.'). */
export function rememberPushDenied(now: number, storage?: StorageLike | null): void {
  writeStored(PUSH_STORAGE_KEYS.deniedAt, epochMs, now, storage);
}

export function rememberPushModalClosed(now: number, storage?: StorageLike | null): void {
  writeStored(PUSH_STORAGE_KEYS.closedAt, epochMs, now, storage);
}

export interface PushPromptContext extends PushPromptTimes {
  /** §6: push prompts need a logged-in player. */
  signedIn: boolean;
  /** The browser has service workers, PushManager and Notification. */
  supported: boolean;
  permission: PushPermission;
  /** The player already has a push subscription on this device. */
  subscribed: boolean;
  mobile: boolean;
  /** Installed to the home screen, or running standalone. */
  installed: boolean;
  now: number;
}

/**
 * Whether the push modal may be offered now (the host shows it PUSH_PROMPT_DELAY_MS after this
 * check). Never to a guest, nor where push is unsupported, nor once the browser denied it (it will
 * not ask again), nor to a subscribed player; on mobile only in the installed app; quiet for
 * 5 days after a denial and 24 hours after the modal was closed.
 */
export function shouldOfferPush(context: PushPromptContext): boolean {
  const { now, deniedAt, closedAt } = context;
  if (!context.signedIn || !context.supported) return false;
  if (context.permission === 'denied') return false;
  if (context.permission === 'granted' && context.subscribed) return false;
  if (context.mobile && !context.installed) return false;
  if (deniedAt !== null && now - deniedAt < PUSH_DENIAL_QUIET_MS) return false;
  if (closedAt !== null && now - closedAt < PUSH_CLOSED_QUIET_MS) return false;
  return true;
}

/** The ways subscribing ends, each with its §8 message in the UI. */
export type PushSubscribeOutcome = 'subscribed' | 'unsupported' | 'denied' | 'failed';

export class PushTimeoutError extends Error {
  constructor(step: string, ms: number) {
    super(`${step} took longer than ${ms} ms`);
    this.name = 'PushTimeoutError';
  }
}

/**
 * `promise`, or a PushTimeoutError after `ms` (§9: the worker ready within 10 s, the subscription
 * within 2 s). A timeout is a 'failed' outcome.
 */
export function withPushTimeout<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushTimeoutError(step, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
