// The scalars every answer and event is made of, in a module of their own: the realtime events, the
// wallet and the payments build on them without building the user's schemas too (user.ts), which
// a guest's page never needs.
import { z } from 'zod';

export const isoDateTime = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time');
export const centavos = z.number().int().describe('Amount in centavos (BRL)');

/**
 * Our extension: the number of the player's last ledger movement in a wallet snapshot or a
 * `BalanceUpdated`. It grows with every movement in commit order, so a client keeps the snapshot
 * with the highest one, whatever order events and answers arrive in. Absent from a Laravel backend.
 */
export const movementSequence = z
  .number()
  .int()
  .nonnegative()
  .describe('Our extension: the number of the last ledger movement; higher is newer');
