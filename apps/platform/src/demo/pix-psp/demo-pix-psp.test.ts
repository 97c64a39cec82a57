import { describe, expect, it } from 'vitest';
import { pixDeposits } from '../../test/payments.ts';
import { testPlatformPerFile } from '../../test/test-platform.ts';
import { parseBrCode } from './br-code.ts';

const platform = testPlatformPerFile();
const { newDepositor, charge } = pixDeposits(platform);

describe('the demo PSP', () => {
  it('issues a one-time BR Code whose CRC checks, with the amount, the txid and the site’s name', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    const parsed = parseBrCode(created.qrcode);
    expect(parsed).toMatchObject({
      amount: 5_000,
      txid: created.transaction_id,
      merchantName: 'Vitrine Cassino',
      pointOfInitiation: 'one-time',
    });
  });
});
