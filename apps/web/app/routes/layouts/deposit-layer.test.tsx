import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useDepositRequest } from '~/core/session/hooks/use-deposit-request';
import { pixRefusal } from '~/test/fake-platform/handlers/payments';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { DepositLayer } from './deposit-layer';

// jsdom draws no canvas: the celebration is tested on its own (deposit-confetti.test.ts).
vi.mock('canvas-confetti', () => ({ default: { create: () => () => null } }));

/** What /promo-codes and a promotion do: ask for the deposit, with a code or without. */
function AskToDeposit({ coupon }: { coupon?: string }) {
  const requestDeposit = useDepositRequest();
  return (
    <button type="button" onClick={() => requestDeposit(coupon ? { coupon } : undefined)}>
      Pedir depósito
    </button>
  );
}

function renderDeposit(
  options: Parameters<typeof renderApp>[1] & { coupon?: string; regulated?: boolean } = {},
) {
  const { coupon, regulated = false, ...rest } = options;
  return renderApp(
    <>
      <AskToDeposit coupon={coupon} />
      <DepositLayer locale="pt-BR" />
    </>,
    { player: testUser(), tenant: { is_regulated: regulated }, ...rest },
  );
}

const amountField = () => screen.findByRole('textbox', { name: 'Valor do depósito' });
// The coupon's field loads when the toggle first opens.
const couponField = () => screen.findByRole('textbox', { name: 'Cupom' }, { timeout: 5_000 });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pedir depósito' }));
  // The dialog's code loads on the first ask.
  await screen.findByRole('textbox', { name: 'Valor do depósito' }, { timeout: 5_000 });
}

async function typeAmount(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = await amountField();
  await user.clear(field);
  await user.type(field, amount);
}

async function applyCoupon(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('button', { name: 'Tenho um cupom' }));
  await user.type(await couponField(), code);
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
}

describe('the deposit dialog’s coupon (issue 37)', () => {
  it('reveals the coupon field behind “Tenho um cupom”', async () => {
    const user = userEvent.setup();
    renderDeposit();
    await open(user);
    const toggle = screen.getByRole('button', { name: 'Tenho um cupom' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Cupom' })).toBeNull();
    await user.click(toggle);
    expect(await couponField()).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the bonus a valid code adds to the amount typed, and its minimum below it', async () => {
    const user = userEvent.setup();
    renderDeposit();
    await open(user);
    await typeAmount(user, '10');
    await applyCoupon(user, 'bemvindo100');
    expect(await screen.findByText('depósito mínimo R$ 20,00 para este cupom')).toBeTruthy();
    await typeAmount(user, '50');
    expect(await screen.findByText('+ R$ 50,00 de bônus')).toBeTruthy();
    await typeAmount(user, '800');
    expect(await screen.findByText('+ R$ 500,00 de bônus')).toBeTruthy();
  });

  it('sends the valid code with the charge, and the PIX says what it adds', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit();
    platform.on('POST /main-gateway/qrcode-pix', ({ body }) => {
      const created = new Date();
      return {
        status: true,
        transaction_id: 'FAKE1',
        qrcode: `pix-code-${body.amount}`,
        amount: body.amount,
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + 5 * 60_000).toISOString(),
        coupon: body.coupon,
        coupon_bonus: 5_000,
      };
    });
    await open(user);
    await typeAmount(user, '50');
    await applyCoupon(user, 'BEMVINDO100');
    await screen.findByText('+ R$ 50,00 de bônus');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByText('Este PIX adiciona R$ 50,00 de bônus')).toBeTruthy();
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')[0]?.body).toEqual({
      amount: 5_000,
      coupon: 'BEMVINDO100',
    });
  });

  it('never sends a refused code', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit();
    await open(user);
    await typeAmount(user, '50');
    await applyCoupon(user, 'NADA');
    expect(await screen.findByText('Cupom não encontrado.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')[0]?.body).toEqual({ amount: 5_000 });
    expect(screen.queryByText(/Este PIX adiciona/)).toBeNull();
  });

  it('keeps the amount and the code when the charge is refused', async () => {
    const user = userEvent.setup();
    renderDeposit({
      handlers: { 'POST /main-gateway/qrcode-pix': () => pixRefusal('Você já usou este cupom.') },
    });
    await open(user);
    await typeAmount(user, '50');
    await applyCoupon(user, 'BEMVINDO100');
    await screen.findByText('+ R$ 50,00 de bônus');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Você já usou este cupom.');
    expect((await amountField()).getAttribute('value')).toBe('50');
    expect((await couponField()).getAttribute('value')).toBe('BEMVINDO100');
  });

  it('opens with the code it was asked with, typed and checked', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit({ coupon: 'BEMVINDO100' });
    await open(user);
    expect((await couponField()).getAttribute('value')).toBe('BEMVINDO100');
    await typeAmount(user, '50');
    expect(await screen.findByText('+ R$ 50,00 de bônus')).toBeTruthy();
    expect(platform.callsTo('POST /bonuses/check-coupon')).toHaveLength(1);
  });

  it('has no coupon at all on a regulated brand', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit({ regulated: true, coupon: 'BEMVINDO100' });
    await open(user);
    expect(screen.queryByRole('button', { name: 'Tenho um cupom' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Cupom' })).toBeNull();
    await typeAmount(user, '50');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')[0]?.body).toEqual({ amount: 5_000 });
    expect(platform.callsTo('POST /bonuses/check-coupon')).toHaveLength(0);
  });
});
