import type { Database } from '../../db/client.ts';
import type { GameProvider } from '../../services/game-provider.ts';
import { createLaunch } from './launch-service.ts';
import { rtpPercent } from './slot-machine.ts';
import { slotPaytable } from './slot-paytable.ts';

/** The integration name a provider row gives to be launched by the demo slot. */
export const DEMO_SLOT_INTEGRATION = 'demo-slot';

/**
 * The demo slot as a GameProvider: a launch is a token stored for 12 h, and its URL is the slot page
 * this module serves under the tenant's API (`…/demo/slot/{token}`). Its RTP and paytable are the
 * slot machine's own (slot-machine.ts).
 */
export function demoSlotProvider({
  db,
  publicUrl,
}: {
  db: Database;
  publicUrl: string;
}): GameProvider {
  return {
    async launch({ tenant, game, player, mode, lang, now }) {
      const token = await createLaunch(
        db,
        {
          tenantId: tenant.id,
          userId: 'userId' in player ? player.userId : null,
          guestId: 'guestId' in player ? player.guestId : null,
          gameId: game.id,
          mode,
          lang,
        },
        now,
      );
      return { outcome: 'launched', gameUrl: `${publicUrl}/t/${tenant.slug}/demo/slot/${token}` };
    },
    // Every game this integration serves plays the one slot machine, so all share its RTP.
    rtp: () => rtpPercent(),
    paytable: (_game, lang) => slotPaytable(lang),
  };
}
