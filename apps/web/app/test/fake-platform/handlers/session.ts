import type { User } from '@vitrine/contract/user.ts';

/** The token the fake platform hands `player` at sign-in. */
export const tokenOf = (player: User) => `token-of-${player.first_name.toLowerCase()}`;

/** Whether the call carries a player's token (the fake platform trusts any bearer). */
export const holdsBearer = (call: { headers: Headers }) =>
  call.headers.get('Authorization')?.startsWith('Bearer ') ?? false;
