import { describe, expect, it } from 'vitest';
import { depositDataLayerEvents, reaisValue } from './analytics';

const PLAYER = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  username: '+5511999990001',
  birth_date: '1990-05-20',
};
const CHARGE = { amount: 5_050, transactionId: 'tx-1' };
const PAYLOAD = {
  value: 50.5,
  currency: 'BRL',
  transaction_id: 'tx-1',
  user_id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+5511999990001',
  birth_date: '1990-05-20',
};

const events = (
  moment: 'generated' | 'paid',
  depositCount: number,
  gtmId: string | null = 'GTM-TEST',
) => depositDataLayerEvents({ moment, gtmId, charge: CHARGE, depositCount, player: PLAYER });

describe('the deposit’s analytics events', () => {
  it('pushes AddToCart when the PIX is generated', () => {
    expect(events('generated', 0)).toEqual([{ event: 'AddToCart', ...PAYLOAD }]);
  });

  it('pushes purchase and first_deposit when the first deposit is paid', () => {
    expect(events('paid', 0)).toEqual([
      { event: 'purchase', ...PAYLOAD },
      { event: 'first_deposit', ...PAYLOAD },
    ]);
    // The wallet may already count this deposit: 1 is still the first.
    expect(events('paid', 1).map((event) => event.event)).toEqual(['purchase', 'first_deposit']);
  });

  it('pushes only purchase from the second deposit on', () => {
    expect(events('paid', 2)).toEqual([{ event: 'purchase', ...PAYLOAD }]);
  });

  it.each([null, '', '  '])('pushes nothing for a tenant without a GTM id (%j)', (gtmId) => {
    expect(events('generated', 0, gtmId)).toEqual([]);
    expect(events('paid', 0, gtmId)).toEqual([]);
  });

  it('sends the value in reais with two decimals', () => {
    expect(reaisValue(5_000)).toBe(50);
    expect(reaisValue(5_050)).toBe(50.5);
    expect(reaisValue(123_456)).toBe(1_234.56);
    expect(reaisValue(1)).toBe(0.01);
  });

  it('sends a null transaction_id when the PSP gave none', () => {
    const [event] = depositDataLayerEvents({
      moment: 'generated',
      gtmId: 'GTM-TEST',
      charge: { amount: 1_000, transactionId: null },
      depositCount: 3,
      player: { ...PLAYER, username: null, birth_date: null },
    });
    expect(event).toMatchObject({ transaction_id: null, phone: null, birth_date: null, value: 10 });
  });
});
