import type { PixDirectory } from '../../services/tenant-services.ts';

/**
 * The demo PSP's DICT: it has no accounts of its own, so every e-mail, phone and random key is held
 * by the player who registers it. A real PSP's directory answers the true holder, and a key of
 * another CPF is refused (pix-keys.ts).
 */
export const demoPixDirectory: PixDirectory = {
  holderOf: async (_key, { playerCpf }) => playerCpf,
};
