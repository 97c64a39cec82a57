import { createHash, randomInt } from 'node:crypto';
import type { PixPsp } from '../../services/tenant-services.ts';
import { buildBrCode } from './br-code.ts';

// The demo PSP (docs/design/payments-api.md "The BR Code"): it issues a static BR Code with the
// amount and the txid, to a PIX key of the tenant's own, and has no accounts behind it; the demo
// bank (src/demo/pix-bank) pays its codes.

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
// The demo PSP's city: the tenant config names none, and the BR Code requires one.
const MERCHANT_CITY = 'Sao Paulo';

/** 25 letters and digits (the txid maximum): `VTR` and 22 random characters. */
export function newTxid(): string {
  let txid = 'VTR';
  while (txid.length < 25) txid += TXID_ALPHABET[randomInt(TXID_ALPHABET.length)] ?? 'X';
  return txid;
}

/**
 * The tenant's receiving key at the demo PSP: a random-looking key (EVP, UUID form), stable per
 * tenant so that every code of one brand names the same payee.
 */
export function tenantPixKey(slug: string): string {
  const hex = createHash('sha256').update(`demo-pix-key:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const demoPixPsp: PixPsp = {
  issueCharge: async ({ tenantSlug, merchantName, amount }) => {
    const txid = newTxid();
    const payload = buildBrCode({
      pixKey: tenantPixKey(tenantSlug),
      amount,
      merchantName,
      merchantCity: MERCHANT_CITY,
      txid,
    });
    return { txid, payload };
  },
};
