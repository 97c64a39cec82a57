import type { RealtimeEventPayload } from '@vitrine/contract/realtime.ts';

/** A box the player has just won, as `NotifyNewUserBox` announces it. */
export type BoxAward = RealtimeEventPayload<'NotifyNewUserBox'>;

/**
 * The awards waiting for the reward modal, oldest first: the first is shown, the rest wait their
 * turn. An award heard twice (a resend after a reconnection) is shown once.
 */
export type RewardQueue = readonly BoxAward[];

export function queueAward(queue: RewardQueue, award: BoxAward): RewardQueue {
  return queue.some(({ user_box }) => user_box === award.user_box) ? queue : [...queue, award];
}

/** The shown award is done with ("Abrir agora" or "Depois"): the next one comes. */
export function dropShownAward(queue: RewardQueue): RewardQueue {
  return queue.slice(1);
}
