// The demo operator console's cashback calls (docs/design/cashback.md "Console"): an entry made for
// one player now, and an entry's clock moved to its next unlock. Demo mode only.
import { z } from 'zod';
import { CASHBACK_TYPES, cashbackEntrySchema } from './bonuses.ts';

/** `POST /demo/console/cashback/entry`: without `amount`, the last 7 days' losses × percentage. */
export const demoCashbackEntrySchema = z
  .object({
    player: z.string().trim().min(1).max(254).describe('The player’s e-mail or phone'),
    type: z.enum(CASHBACK_TYPES),
    amount: z
      .preprocess(
        (value) => (value === '' ? undefined : value),
        z.coerce.number().int().positive().max(100_000_000).optional(),
      )
      .describe('Centavos; computed from the last 7 days’ cash losses when absent'),
  })
  .meta({ id: 'DemoCashbackEntry' });

/** `POST /demo/console/cashback/advance`: the entry's next claim unlocks now. */
export const demoCashbackAdvanceSchema = z
  .object({ entry_id: z.coerce.number().int().positive().max(2_147_483_647) })
  .meta({ id: 'DemoCashbackAdvance' });

export const demoCashbackResponseSchema = z
  .object({ message: z.string(), entry: cashbackEntrySchema })
  .meta({ id: 'DemoCashbackEntryMade' });
