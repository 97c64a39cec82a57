import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { pixRefusal } from '~/test/fake-platform/handlers/payments';
import { reply } from '~/test/fake-platform/reply';
import { testTheme, testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { DepositDialog } from './deposit-dialog';

// jsdom draws no canvas: the celebration is tested on its own (deposit-confetti.test.ts).
vi.mock('canvas-confetti', () => ({ default: { create: () => () => null } }));

const PLAYER_CHANNEL = 'private-universal.1';

function renderDeposit(options: Parameters<typeof renderApp>[1] = {}, gtmId: string | null = null) {
  const onClose = vi.fn();
  const view = renderApp(
    <DepositDialog
      open
      onClose={onClose}
      settings={testTheme({ gtmId })}
      player={testUser()}
      locale="pt-BR"
    />,
    { player: testUser(), ...options },
  );
  return { ...view, onClose };
}

const amountField = () => screen.findByRole('textbox', { name: 'Valor do depósito' });

async function generate(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = await amountField();
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
}

describe('DepositDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the tenant’s presets and fills the field with one', async () => {
    const user = userEvent.setup();
    renderDeposit();
    await user.click(await screen.findByRole('button', { name: /R\$\s50,00/ }));
    expect(screen.getByRole('button', { name: /R\$\s20,00/ })).toBeTruthy();
    expect((await amountField()).getAttribute('value')).toBe('50');
  });

  it('refuses an amount below the minimum, tied to the field', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit();
    await generate(user, '5');
    const field = await amountField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('O valor mínimo para depósito é R$ 10,00.')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain(
      screen.getByText('O valor mínimo para depósito é R$ 10,00.').id,
    );
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')).toHaveLength(0);
  });

  it('generates the PIX: the QR code, the copia e cola and the 5-minute countdown', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit();
    await generate(user, '50');
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toBeTruthy();
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')[0]?.body).toEqual({ amount: 5_000 });
    const code = screen.getByRole('textbox', { name: 'PIX copia e cola' });
    expect(code.getAttribute('value')).toBe(platform.db.pixCharges[0]?.qrcode);
    expect(screen.getByRole('timer').textContent).toMatch(/Expira em 0[45]:\d\d/);
  });

  it('keeps the amount and shows the server’s message when the generation fails', async () => {
    const user = userEvent.setup();
    renderDeposit({
      handlers: { 'POST /main-gateway/qrcode-pix': () => pixRefusal('Limite diário atingido.') },
    });
    await generate(user, '50');
    expect((await screen.findByRole('alert')).textContent).toBe('Limite diário atingido.');
    expect((await amountField()).getAttribute('value')).toBe('50');
  });

  it('keeps the amount and says §8’s message when the platform is unavailable twice', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit({
      handlers: {
        'POST /main-gateway/qrcode-pix': () => reply(503, { message: 'Service Unavailable' }),
      },
    });
    await generate(user, '50');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Serviço temporariamente indisponível.',
    );
    expect((await amountField()).getAttribute('value')).toBe('50');
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')).toHaveLength(2);
  });

  it('says the copy failed when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderDeposit();
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(
      await screen.findByText('Falha ao copiar o texto para a área de transferência'),
    ).toBeTruthy();
  });

  it('shows the deposit paid on PaymentApproved and fetches the wallet again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { realtime, platform } = renderDeposit({
      live: true,
      db: { wallet: testWallet({ balance: 10_000 }) },
    });
    const connection = await realtime.connected();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    const walletCalls = platform.callsTo('GET /profile/wallet').length;
    const txid = platform.db.pixCharges[0]?.transaction_id;
    act(() =>
      connection.emit(PLAYER_CHANNEL, 'PaymentApproved', {
        balance: 15_000,
        amount: 5_000,
        transaction_id: txid,
      }),
    );
    const paid = await screen.findByText('Depósito confirmado!');
    expect(within(paid.parentElement!).getByText('Seu saldo agora é R$ 150,00.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(platform.callsTo('GET /profile/wallet').length).toBeGreaterThan(walletCalls),
    );
  });

  it('expires after 5 minutes and generates a new code on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { platform } = renderDeposit();
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 + 1_000));
    expect(await screen.findByText(/Este código PIX expirou/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gerar um novo' }));
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')).toHaveLength(2);
  });

  it('links the demo bank in a new tab only when the platform names it', async () => {
    const user = userEvent.setup();
    const { platform } = renderDeposit();
    platform.on('POST /main-gateway/qrcode-pix', ({ body }) => {
      const created = new Date();
      return {
        status: true,
        transaction_id: 'DEMO1',
        qrcode: `pix-code-${body.amount}`,
        amount: body.amount,
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + 5 * 60_000).toISOString(),
        demo_bank_url: `http://api.test/t/test/demo/bank?code=pix-code-${body.amount}`,
      };
    });
    await generate(user, '50');
    const link = await screen.findByRole('link', { name: 'Pagar no banco de demonstração' });
    expect(link.getAttribute('href')).toBe('http://api.test/t/test/demo/bank?code=pix-code-5000');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('has no demo bank link when the platform names none', async () => {
    const user = userEvent.setup();
    renderDeposit();
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    expect(screen.queryByRole('link', { name: 'Pagar no banco de demonstração' })).toBeNull();
  });

  it('learns the payment from the status poll when no event comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { platform } = renderDeposit();
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    platform.db.pixCharges[0]!.status = 'paid';
    platform.db.wallet = testWallet({ balance: 15_000 });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Depósito confirmado!')).toBeTruthy();
    expect(platform.callsTo('POST /main-gateway/consult-status-transaction')[0]?.body).toEqual({
      transaction_id: platform.db.pixCharges[0]?.transaction_id,
    });
    expect(await screen.findByText('Seu saldo agora é R$ 150,00.')).toBeTruthy();
  });

  it('shows the balance the paid status answers before the wallet is fetched again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { platform } = renderDeposit({
      db: { wallet: testWallet({ balance: 10_000, sequence: 3 }) },
    });
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    platform.db.pixCharges[0]!.status = 'paid';
    platform.db.wallet = testWallet({ balance: 15_000, sequence: 4 });
    const refetch = platform.hold('GET /profile/wallet');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Depósito confirmado!')).toBeTruthy();
    expect(screen.getByText('Seu saldo agora é R$ 150,00.')).toBeTruthy();
    expect(platform.callsTo('GET /profile/wallet')).toHaveLength(2);
    refetch.release();
  });

  it('asks less often while the socket is connected, still learns a refund, and every 5 s once it drops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { realtime, platform } = renderDeposit({ live: true });
    const connection = await realtime.connected();
    act(() => connection.setState('connected'));
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    const polls = () => platform.callsTo('POST /main-gateway/consult-status-transaction').length;
    // Second by second, as the countdown renders (one act() would batch a minute into one render).
    const seconds = async (count: number) => {
      for (let second = 0; second < count; second += 1) {
        await act(() => vi.advanceTimersByTimeAsync(1_000));
      }
    };
    // A minute with the socket connected: every 5 s while it settles, then every 15 s (not 12).
    await seconds(60);
    expect(polls()).toBeGreaterThanOrEqual(4);
    expect(polls()).toBeLessThanOrEqual(6);
    act(() => connection.setState('unavailable'));
    const before = polls();
    await seconds(5);
    expect(polls()).toBe(before + 1);
    // Paid from another CPF: the platform refunds it, and no event says so; asking does.
    act(() => connection.setState('connected'));
    platform.db.pixCharges[0]!.status = 'refunded';
    await seconds(30);
    await screen.findByText(/só aceitamos depósitos de contas no seu próprio CPF/);
  });

  it('asks the PIX’s status at once when the socket comes back, and shows it paid', async () => {
    const user = userEvent.setup();
    const { realtime, platform } = renderDeposit({ live: true });
    const connection = await realtime.connected();
    act(() => connection.setState('connected'));
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    // Paid while the socket was away: its PaymentApproved went nowhere.
    act(() => connection.setState('unavailable'));
    platform.db.pixCharges[0]!.status = 'paid';
    act(() => connection.setState('connected'));
    // Well before the next 5 s poll.
    expect(await screen.findByText('Depósito confirmado!', {}, { timeout: 2_000 })).toBeTruthy();
    expect(platform.callsTo('POST /main-gateway/consult-status-transaction')).toHaveLength(1);
  });

  it('tells the tag manager of the PIX generated and paid, only when the tenant has one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    window.dataLayer = [];
    const { platform } = renderDeposit(
      { db: { wallet: testWallet({ deposit_count: 0 }) } },
      'GTM-TEST',
    );
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    expect(window.dataLayer).toMatchObject([{ event: 'AddToCart', value: 50, currency: 'BRL' }]);
    platform.db.pixCharges[0]!.status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await screen.findByText('Depósito confirmado!');
    expect(window.dataLayer.map((entry) => (entry as { event: string }).event)).toEqual([
      'AddToCart',
      'purchase',
      'first_deposit',
    ]);
    delete window.dataLayer;
  });

  it('pushes nothing without a tag manager', async () => {
    const user = userEvent.setup();
    window.dataLayer = [];
    renderDeposit();
    await generate(user, '50');
    await screen.findByRole('textbox', { name: 'PIX copia e cola' });
    expect(window.dataLayer).toEqual([]);
    delete window.dataLayer;
  });

  it('speaks English under /en', async () => {
    const user = userEvent.setup();
    renderApp(
      <DepositDialog
        open
        onClose={vi.fn()}
        settings={testTheme()}
        player={testUser()}
        locale="en"
      />,
      { player: testUser(), locale: 'en' },
    );
    expect(await screen.findByRole('dialog', { name: 'Deposit by PIX' })).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'Deposit amount' }), '5');
    await user.click(screen.getByRole('button', { name: 'Generate PIX' }));
    expect(await screen.findByText(/minimum deposit/i)).toBeTruthy();
  });
});
