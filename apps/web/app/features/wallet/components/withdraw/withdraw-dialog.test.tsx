import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import type { User } from '@vitrine/contract/user.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { pixRefusal } from '~/test/fake-platform/handlers/payments';
import { testWithdrawMethod } from '~/test/fake-platform/handlers/withdrawals';
import { reply } from '~/test/fake-platform/reply';
import type { FakeConnection } from '~/test/fake-realtime';
import { testTheme, testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useSyncWalletChannel } from '../../hooks/use-sync-wallet-channel';
import { HeaderBalance } from '../header-balance';
import { WithdrawDialog } from './withdraw-dialog';

type RenderOptions = Parameters<typeof renderApp>[1] & {
  player?: User;
  settings?: Partial<SiteConfig>;
};

/** The wallet following the player's channel, as the layout's realtime layer has it. */
function WalletChannel() {
  useSyncWalletChannel();
  return null;
}

// Ana: e-mail and phone verified, documents approved, CPF 123.456.789-09 (shown masked); R$ 50,00
// of her R$ 100,00 can be withdrawn; the tenant allows R$ 20,00 to R$ 1.000,00.
function renderWithdraw({ player = testUser(), settings = {}, ...options }: RenderOptions = {}) {
  const onClose = vi.fn();
  const locale: Locale = options.locale ?? 'pt-BR';
  const view = renderApp(
    <>
      {options.live ? <WalletChannel /> : null}
      <HeaderBalance enabled locale={locale} />
      <WithdrawDialog
        onClose={onClose}
        settings={testTheme(settings)}
        player={player}
        onRetryPlayer={vi.fn()}
        locale={locale}
      />
    </>,
    {
      player: testUser(),
      ...options,
      db: { withdrawMethods: [testWithdrawMethod()], ...options.db },
    },
  );
  return { ...view, onClose, user: userEvent.setup() };
}

const amountField = () => screen.findByRole('textbox', { name: 'Valor do saque' });

async function request(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = await amountField();
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Solicitar saque' }));
}

describe('WithdrawDialog: the §5 gates', () => {
  it.each([
    [
      'e-mail and phone',
      { email_verified_at: null, phone_verified_at: null },
      'Para sua segurança, é necessário verificar seu e-mail e telefone antes de continuar.',
    ],
    [
      'e-mail',
      { email_verified_at: null },
      'Para sua segurança, é necessário verificar seu e-mail antes de continuar.',
    ],
    [
      'phone',
      { phone_verified_at: null },
      'Para sua segurança, é necessário verificar seu telefone antes de continuar.',
    ],
  ])('asks for the %s verified first, linking to the access data', async (_, missing, message) => {
    const { platform } = renderWithdraw({ player: testUser({ ...missing, kyc_status: 'none' }) });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Verificar agora' }).getAttribute('href')).toBe(
      '/user/edit/access-data',
    );
    expect(platform.callsTo('GET /wallet/withdraw/methods')).toHaveLength(0);
  });

  it.each([
    [
      'none',
      'Pelas novas regulamentações, é necessário enviar seus documentos antes de sacar.',
      'Enviar documentos',
    ],
    [
      'pending',
      'Seus documentos estão em análise. Você poderá sacar assim que forem aprovados.',
      'Ver documentos',
    ],
    [
      'rejected',
      'Seus documentos foram recusados. Envie-os novamente para poder sacar.',
      'Enviar documentos',
    ],
  ] as const)('with KYC, documents %s stop the withdrawal', async (kyc_status, message, link) => {
    renderWithdraw({ player: testUser({ kyc_status }) });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(
      '/user/edit/verification',
    );
  });

  it('asks for no documents when the tenant does not require KYC', async () => {
    renderWithdraw({ player: testUser({ kyc_status: 'none' }), settings: { kyc: false } });
    expect(await amountField()).toBeTruthy();
  });
});

describe('WithdrawDialog: PIX keys', () => {
  it.each([
    ['CPF', '111.111.111-11', 'CPF inválido'],
    ['CPF', '529.982.247-25', 'A chave CPF precisa ser o seu próprio CPF.'],
    ['E-mail', 'ana@', 'E-mail inválido.'],
    ['Telefone', '1234', 'Telefone inválido: use um celular brasileiro com DDD.'],
    ['Chave aleatória', 'not-a-uuid', 'Chave aleatória inválida.'],
    ['CPF', '   ', 'Informe a chave PIX.'],
  ])('refuses a %s key %j: %s', async (type, key, message) => {
    const { user, platform } = renderWithdraw({ db: { withdrawMethods: [] } });
    await user.click(await screen.findByRole('radio', { name: type }));
    const field = screen.getByRole('textbox', { name: 'Chave PIX' });
    await user.type(field, key);
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(platform.callsTo('POST /address/create')).toHaveLength(0);
  });

  it('adds the player’s first key, which becomes the one the withdrawal goes to', async () => {
    const { user, platform } = renderWithdraw({ db: { withdrawMethods: [] } });
    expect(await screen.findByRole('heading', { name: 'Nova chave PIX' })).toBe(
      document.activeElement,
    );
    await user.type(screen.getByRole('textbox', { name: 'Chave PIX' }), '123.456.789-09');
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    expect(await amountField()).toBeTruthy();
    expect(platform.callsTo('POST /address/create')[0]?.body).toEqual({
      type: 'cpf',
      key: '12345678909',
    });
    expect(screen.getByText('CPF · ***.456.789-**')).toBeTruthy();
  });

  it('adds an e-mail key beside the existing one', async () => {
    const { user, platform } = renderWithdraw();
    await user.click(await screen.findByRole('button', { name: 'Trocar chave' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar chave PIX' }));
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Chave PIX' }), 'Ana@Vitrine.test');
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    expect(await screen.findByText('E-mail · a***@vitrine.test')).toBeTruthy();
    expect(platform.callsTo('POST /address/create')[0]?.body).toEqual({
      type: 'email',
      key: 'ana@vitrine.test',
    });
  });

  it('shows the platform’s refusal of a key next to the field', async () => {
    const { user } = renderWithdraw({
      db: { withdrawMethods: [] },
      handlers: {
        'POST /address/create': () =>
          reply(422, {
            status: false,
            message: 'Chave de outro titular.',
            errors: { key: ['Esta chave PIX pertence a outro CPF.'] },
          }),
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Telefone' }));
    const field = screen.getByRole('textbox', { name: 'Chave PIX' });
    await user.type(field, '(11) 99999-0001');
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    expect(await screen.findByText('Esta chave PIX pertence a outro CPF.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('selects another of the player’s keys', async () => {
    const { user, platform } = renderWithdraw({
      db: {
        withdrawMethods: [
          testWithdrawMethod(),
          testWithdrawMethod({ id: 2, type: 'email', key: 'a***@vitrine.test', selected: false }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Trocar chave' }));
    await user.click(screen.getByRole('radio', { name: 'E-mail · a***@vitrine.test' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('E-mail · a***@vitrine.test')).toBeTruthy();
    expect(platform.callsTo('POST /wallet/withdraw/method')[0]?.body).toEqual({ id: 2 });
    await request(user, '30');
    await screen.findByText('Saque solicitado!');
    expect(platform.callsTo('POST /wallet/withdraw/request')[0]?.body).toEqual({
      amount: 3_000,
      method_id: 2,
    });
  });
});

describe('WithdrawDialog: the amount', () => {
  it('shows the range as §5 writes it, and refuses an amount outside it', async () => {
    const { user, platform } = renderWithdraw();
    expect(await screen.findByText('Valor: (R$ 20,00 ~ R$ 1.000,00)')).toBeTruthy();
    await request(user, '10');
    const field = await amountField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Valor: (R$ 20,00 ~ R$ 1.000,00)');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(platform.callsTo('POST /wallet/withdraw/request')).toHaveLength(0);
  });

  it('refuses more than the withdrawable balance, saying how much that is', async () => {
    const { user, platform } = renderWithdraw();
    expect(await screen.findByText('Disponível para saque: R$ 50,00')).toBeTruthy();
    await request(user, '60');
    expect(
      screen.getByText('O valor passa do seu saldo disponível para saque (R$ 50,00).'),
    ).toBeTruthy();
    expect(platform.callsTo('POST /wallet/withdraw/request')).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the amount; a retry reuses the Idempotency-Key', async () => {
    const { user, platform } = renderWithdraw({
      handlers: {
        'POST /wallet/withdraw/request': () => pixRefusal('Limite diário de saques atingido.'),
      },
    });
    await request(user, '30');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Limite diário de saques atingido.',
    );
    expect((await amountField()).getAttribute('value')).toBe('30');

    platform.on('POST /wallet/withdraw/request', () => reply(422, { status: false }));
    await user.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erro desconhecido'));
    const [first, second] = platform.callsTo('POST /wallet/withdraw/request');
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('requests the withdrawal: shown pending, and the header balance follows', async () => {
    const { user, platform } = renderWithdraw({ db: { wallet: testWallet() } });
    expect(await screen.findByText(/R\$\s100,00/)).toBeTruthy();
    await request(user, '30');
    const done = await screen.findByRole('status');
    expect(within(done).getByText('Saque solicitado!')).toBeTruthy();
    expect(within(done).getByText('Status: Pendente')).toBeTruthy();
    expect(within(done).getByText('Seu saldo agora é R$ 70,00.')).toBeTruthy();
    expect(platform.callsTo('POST /wallet/withdraw/request')[0]?.body).toEqual({
      amount: 3_000,
      method_id: 1,
    });
    await waitFor(() =>
      expect(
        screen.getByText(
          (_, node) => node?.tagName === 'P' && /Saldo: R\$\s70,00/.test(node.textContent ?? ''),
        ),
      ).toBeTruthy(),
    );
  });

  it('speaks English under /en', async () => {
    const { user } = renderWithdraw({ locale: 'en', path: '/en/account/wallet' });
    expect(await screen.findByRole('dialog', { name: 'Withdraw by PIX' })).toBeTruthy();
    expect(await screen.findByText('Amount: (R$20.00 ~ R$1,000.00)')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Withdrawal amount' });
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdrawal requested!')).toBeTruthy();
    expect(screen.getByText('Status: Pending')).toBeTruthy();
  });
});

describe('WithdrawDialog: the answer and the player’s channel', () => {
  const PLAYER_CHANNEL = 'private-universal.1';

  afterEach(() => {
    vi.useRealTimers();
  });

  async function renderLive(wallet: Wallet) {
    // Time runs, and the second before the player's channel is joined can be skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderWithdraw({ live: true, db: { wallet } });
    const connection = await view.realtime.connected();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    return { ...view, connection, user };
  }

  const header = (amount: RegExp) =>
    screen.findByText(
      (_, node) =>
        node?.tagName === 'P' &&
        /^Saldo:/.test(node.textContent ?? '') &&
        amount.test(node.textContent ?? ''),
    );

  /**
   * The held withdrawal answer arrives: the dialog confirms it and the header shows `amount`, after
   * one more fetch of the wallet (held: the header does not wait for it).
   */
  async function withdrawalAnswered(
    platform: Awaited<ReturnType<typeof renderLive>>['platform'],
    answer: { release: () => void },
    amount: RegExp,
  ) {
    const refetch = platform.hold('GET /profile/wallet');
    answer.release();
    expect(await screen.findByText('Saque solicitado!')).toBeTruthy();
    expect(await header(amount)).toBeTruthy();
    expect(platform.callsTo('GET /profile/wallet')).toHaveLength(2);
    refetch.release();
  }

  /** The player's channel tells of a bet of R$ 10,00 (movement `sequence`), leaving `wallet`. */
  const betHeard = (connection: FakeConnection, wallet: Wallet, sequence: number) =>
    act(() =>
      connection.emit(PLAYER_CHANNEL, 'BalanceUpdated', {
        balance: wallet.balance,
        balance_withdrawal: wallet.balance_withdrawal,
        bonus_balance: wallet.bonus_balance,
        amount: -1_000,
        reason: 'bet',
        sequence,
      }),
    );

  it('keeps a newer movement heard on the channel over the withdrawal’s older answer', async () => {
    const { user, connection, platform } = await renderLive(
      testWallet({ balance: 10_000, balance_withdrawal: 5_000, sequence: 4 }),
    );
    expect(await header(/R\$\s100,00/)).toBeTruthy();
    // The withdrawal is movement 5; its answer is slow to arrive.
    const answer = platform.hold('POST /wallet/withdraw/request');
    await request(user, '30');
    await vi.waitFor(() => expect(platform.db.wallet.sequence).toBe(5));
    // A bet (movement 6) is heard of first.
    platform.db.wallet = testWallet({ balance: 6_000, balance_withdrawal: 1_000, sequence: 6 });
    betHeard(connection, platform.db.wallet, 6);
    expect(await header(/R\$\s60,00/)).toBeTruthy();
    await withdrawalAnswered(platform, answer, /R\$\s60,00/);
  });

  it('shows the withdrawal’s answer over an older movement heard before it', async () => {
    const { user, connection, platform } = await renderLive(
      testWallet({ balance: 10_000, balance_withdrawal: 5_000, sequence: 4 }),
    );
    expect(await header(/R\$\s100,00/)).toBeTruthy();
    // A bet (movement 5) commits, but is heard of only while the withdrawal (movement 6) is answered.
    const bet = testWallet({ balance: 9_000, balance_withdrawal: 4_000, sequence: 5 });
    platform.db.wallet = bet;
    const answer = platform.hold('POST /wallet/withdraw/request');
    await request(user, '30');
    await vi.waitFor(() => expect(platform.db.wallet.sequence).toBe(6));
    betHeard(connection, bet, 5);
    expect(await header(/R\$\s90,00/)).toBeTruthy();
    await withdrawalAnswered(platform, answer, /R\$\s60,00/);
  });
});
