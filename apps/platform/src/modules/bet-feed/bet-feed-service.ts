import { channels } from '@vitrine/contract/realtime.ts';
import type { Realtime } from '../../services/realtime.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';

/** A settled round as everyone may see it (docs/design/realtime.md "Bet feed"). */
export interface PublicRound {
  /** The round id: the bet and its win share it. */
  transaction: string;
  game: { id: number; name: string; image: string | null };
  /** null when the player hides their name. */
  playerName: string | null;
  /** The player's id, for the profile-stats modal (issue 38); null for the demo's invented bets. */
  playerId: number | null;
  stake: number;
  win: number;
  at: Date;
}

/**
 * §3 "Bet event" on the tenant's public channel: the bet, then the win with the same transaction
 * (0 when the round was lost). One after the other, so that they arrive in that order.
 */
export async function publishRound(
  realtime: Realtime,
  tenant: Pick<Tenant, 'slug' | 'config'>,
  round: PublicRound,
): Promise<void> {
  const channel = channels.public(tenant.config.casino_id);
  const event = {
    transaction: round.transaction,
    game: round.game,
    // A hidden name hides its id too: the id would lead to the profile.
    user: { id: round.playerName === null ? null : round.playerId, name: round.playerName },
    date: round.at.toISOString(),
  };
  await realtime.publish(tenant.slug, channel, 'BetPlaced', {
    ...event,
    type: 'bet',
    amount: round.stake,
  });
  await realtime.publish(tenant.slug, channel, 'BetPlaced', {
    ...event,
    type: 'win',
    amount: round.win,
  });
}
