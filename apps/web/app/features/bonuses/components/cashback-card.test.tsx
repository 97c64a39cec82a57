import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '~/test/axe';
import { testCashback, testCashbackEntry } from '~/test/bonus-fixtures';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError } from '~/test/fake-platform/reply';
import { testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { CashbackCard } from './cashback-card';

// Three seconds before the entry's first part unlocks (15:01 UTC is 12:01 in São Paulo).
const NOW = new Date('2026-03-02T15:00:57Z');
const entry = testCashbackEntry();

function renderCard(handlers: FakeHandlers, options: { locale?: 'pt-BR' | 'en' } = {}) {
  const onWallet = vi.fn<(wallet: Wallet) => void>();
  const view = renderApp(
    <CashbackCard enabled locale={options.locale ?? 'pt-BR'} onWallet={onWallet} />,
    { player: testUser(), handlers, locale: options.locale },
  );
  return { ...view, onWallet, user: userEvent.setup() };
}

const valueOf = (term: string) =>
  screen.getByText(term).nextSibling?.textContent?.replace(/\s/g, ' ');

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CashbackCard', () => {
  beforeEach(() => {
    // The clock and the countdown's interval are fake; the rest (the fake platform, waitFor) real.
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to the next unlock, then lets the player claim it once', async () => {
    const paid = testCashbackEntry({
      claimed: 1,
      claimed_amount: 1_000,
      next_unlock_at: '2026-03-02T21:01:00Z',
    });
    const { platform, onWallet, user } = renderCard({
      'GET /bonuses/cashback': () => testCashback([entry]),
      'POST /bonuses/cashback/claim': () => ({
        entry: paid,
        amount: 1_000,
        wallet: testWallet({ balance: 11_000 }),
      }),
    });
    // The first test loads the contract's schemas: more than findBy's second.
    expect(
      await screen.findByText('O cashback resgatado vai para o seu saldo.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(valueOf('Total')).toBe('R$ 30,00');
    expect(valueOf('Disponível agora')).toBe('R$ 0,00');
    expect(valueOf('Próxima liberação em')).toBe('00:00:03');
    const locked = screen.getByRole('button', { name: 'Disponível em 00:00:03' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');

    tick(1_000);
    expect(valueOf('Próxima liberação em')).toBe('00:00:02');
    expect(screen.getByRole('button', { name: 'Disponível em 00:00:02' })).toBeTruthy();

    tick(2_000);
    const claim = screen.getByRole('button', { name: 'Resgatar cashback' });
    expect((claim as HTMLButtonElement).disabled).toBe(false);
    expect(valueOf('Disponível agora')).toBe('R$ 10,00');
    // Said once it unlocks, not at every second before.
    expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toBe(
      'Seu cashback de R$ 10,00 já pode ser resgatado.',
    );

    await expectNoAxeViolations();

    await user.click(claim);
    expect(await screen.findByText(/R\$\s10,00 de cashback no saldo!/)).toBeTruthy();
    const [call] = platform.callsTo('POST /bonuses/cashback/claim');
    expect(call?.body).toEqual({ cashback_id: 11 });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(onWallet).toHaveBeenCalledWith(expect.objectContaining({ balance: 11_000 }));
  });

  it('says the cashback goes to the loyalty wallet when the entry is credited there', async () => {
    const loyal = testCashbackEntry({ credited_to: 'loyalty', next_unlock_at: NOW.toISOString() });
    const { user } = renderCard({
      'GET /bonuses/cashback': () => testCashback([loyal]),
      'POST /bonuses/cashback/claim': () => ({
        entry: { ...loyal, claimed: 1, claimed_amount: 1_000, next_unlock_at: null },
        amount: 1_000,
        wallet: testWallet({ loyalty_balance: 1_000 }),
      }),
    });
    expect(
      await screen.findByText('O cashback resgatado vai para a sua carteira de fidelidade.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resgatar cashback' }));
    expect(
      await screen.findByText(/R\$\s10,00 de cashback na carteira de fidelidade!/),
    ).toBeTruthy();
  });

  it('does not tick while the page is hidden, and reads the clock again when shown', async () => {
    renderCard({ 'GET /bonuses/cashback': () => testCashback([entry]) });
    await screen.findByText('Próxima liberação em');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    tick(2_000);
    expect(valueOf('Próxima liberação em')).toBe('00:00:03');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(valueOf('Próxima liberação em')).toBe('00:00:01');
    visibility.mockRestore();
  });

  it('shows the platform’s refusal of a claim', async () => {
    const open = testCashbackEntry({ next_unlock_at: NOW.toISOString() });
    const { user } = renderCard({
      'GET /bonuses/cashback': () => testCashback([open]),
      'POST /bonuses/cashback/claim': () =>
        laravelError(409, 'Esta parte do cashback já foi resgatada.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Resgatar cashback' }));
    expect(await screen.findByText('Esta parte do cashback já foi resgatada.')).toBeTruthy();
  });

  it('is absent when the brand has no cashback and the player no entry', async () => {
    const { platform, container } = renderCard({
      'GET /bonuses/cashback': () => testCashback([], { enabled: false }),
    });
    await waitFor(() => expect(platform.callsTo('GET /bonuses/cashback')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('speaks English under /en', async () => {
    renderCard({ 'GET /bonuses/cashback': () => testCashback([entry]) }, { locale: 'en' });
    expect(await screen.findByText('Claimed cashback goes to your balance.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cashback' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Available in 00:00:03' })).toBeTruthy();
  });
});
