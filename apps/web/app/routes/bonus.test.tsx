import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import { testBonus, testBonusPage, testCashback, testCashbackEntry } from '~/test/bonus-fixtures';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError } from '~/test/fake-platform/reply';
import { expectNoAxeViolations } from '~/test/axe';
import { testUser, testWallet } from '~/test/fixtures';
import { makePromotion } from '~/test/promotion-fixtures';
import { renderApp } from '~/test/render-app';
import { Bonus } from './bonus';

const active = testBonus();
const finished = [
  testBonus({ id: 6, status: 'completed', name: 'Recarga', converted: 5_000 }),
  testBonus({ id: 5, status: 'expired', name: 'Antigo', removed: 2_000 }),
  testBonus({ id: 4, status: 'forfeited', name: 'Desistido', removed: 1_000 }),
  testBonus({ id: 3, status: 'lost', name: 'Perdido no jogo' }),
];

const noCashback: FakeHandlers = {
  'GET /bonuses/cashback': () => testCashback([], { enabled: false }),
};

function renderBonus(options: Parameters<typeof renderApp>[1] = {}) {
  const locale = options.locale ?? 'pt-BR';
  const view = renderApp(
    <>
      <HeaderBalance enabled={options.player !== undefined} locale={locale} />
      <Bonus locale={locale} />
    </>,
    {
      path: locale === 'en' ? '/en/bonus' : '/bonus',
      routes: ['/promotion', '/en/promotion'],
      ...options,
      tenant: { is_regulated: false, ...options.tenant },
      handlers: {
        'GET /wallet/bonuses': () => testBonusPage([active, ...finished]),
        ...noCashback,
        ...options.handlers,
      },
    },
  );
  return { ...view, user: userEvent.setup() };
}

const player = testUser();
const withBonusBalance = { wallet: testWallet({ balance: 14_000, bonus_balance: 4_000 }) };

describe('/bonus for a player', () => {
  it('shows the active bonus with its rollover bar, deadline and maximum bet', async () => {
    renderBonus({ player, db: withBonusBalance });
    expect(screen.getByRole('heading', { level: 1, name: 'Bônus' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Bônus ativo' });
    expect(within(card).getByText('Boas-vindas 100%')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Rollover do bônus' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe(
      'R$ 750,00 de R$ 3.000,00 apostados',
    );
    expect(within(card).getByText('R$ 750,00 de R$ 3.000,00 apostados')).toBeTruthy();
    expect(within(card).getByText('Até 07/03/2026, 23:59 (horário de Brasília)')).toBeTruthy();
    const valueOf = (term: string) =>
      within(card).getByText(term).nextSibling?.textContent?.replace(/\s/g, ' ');
    expect(valueOf('Aposta máxima')).toBe('R$ 25,00');
    expect(valueOf('Valor do bônus')).toBe('R$ 100,00');
    await screen.findByRole('list', { name: 'Seus bônus' });
    await expectNoAxeViolations();
  });

  it('lists the history with every status in words and what each bonus became', async () => {
    renderBonus({ player });
    const list = await screen.findByRole('list', { name: 'Seus bônus' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map(
        (row) =>
          within(row).getByText(/^(Ativo|Concluído|Expirado|Cancelado|Perdido)$/).textContent,
      ),
    ).toEqual(['Ativo', 'Concluído', 'Expirado', 'Cancelado', 'Perdido']);
    expect(within(rows[1]!).getByText('Convertido em saldo: R$ 50,00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Removido: R$ 20,00')).toBeTruthy();
  });

  it('asks before cancelling, says what is lost, then cancels and refreshes the wallet and the list', async () => {
    const { user, platform } = renderBonus({
      player,
      db: withBonusBalance,
      handlers: {
        'POST /bonuses/:id/cancel': (_call, db) => {
          db.wallet = testWallet({ balance: 10_000, bonus_balance: 0 });
          return {
            bonus: testBonus({ status: 'forfeited', removed: 4_000 }),
            wallet: db.wallet,
          };
        },
      },
    });
    await screen.findByText(/\+ R\$\s40,00 bônus/);
    const card = await screen.findByRole('region', { name: 'Bônus ativo' });
    await user.click(within(card).getByRole('button', { name: 'Cancelar bônus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar bônus?' });
    expect(
      within(dialog).getByText(
        'Você perderá R$ 40,00 do saldo de bônus. Esta ação não pode ser desfeita.',
      ),
    ).toBeTruthy();
    // The dialog itself: Radix hides the page behind it (and its focus guards) from axe's view.
    await expectNoAxeViolations(dialog);
    // Keeping it calls nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Manter bônus' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(platform.callsTo('POST /bonuses/:id/cancel')).toHaveLength(0);

    platform.on('GET /wallet/bonuses', () =>
      testBonusPage([testBonus({ status: 'forfeited', removed: 4_000 }), ...finished]),
    );
    await user.click(within(card).getByRole('button', { name: 'Cancelar bônus' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancelar bônus?' });
    await user.click(within(again).getByRole('button', { name: 'Cancelar bônus' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [cancel] = platform.callsTo('POST /bonuses/:id/cancel');
    expect(cancel?.params.id).toBe('7');
    expect(cancel?.headers.get('Idempotency-Key')).toBeTruthy();
    // The list comes again without the active bonus; the header's bonus line is gone.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bônus ativo' })).toBeNull());
    expect(platform.callsTo('GET /wallet/bonuses').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/^\+ R\$/)).toBeNull();
  });

  it('shows the platform’s refusal in the dialog, and a retry sends the same key', async () => {
    const { user, platform } = renderBonus({
      player,
      handlers: {
        'POST /bonuses/:id/cancel': () => laravelError(409, 'Este bônus já terminou.'),
      },
    });
    const card = await screen.findByRole('region', { name: 'Bônus ativo' });
    await user.click(within(card).getByRole('button', { name: 'Cancelar bônus' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar bônus' }));
    expect(await within(dialog).findByText('Este bônus já terminou.')).toBeTruthy();
    const firstTry = platform.callsTo('POST /bonuses/:id/cancel').length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar bônus' }));
    await waitFor(() =>
      expect(platform.callsTo('POST /bonuses/:id/cancel').length).toBeGreaterThan(firstTry),
    );
    const keys = platform
      .callsTo('POST /bonuses/:id/cancel')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(1);
  });

  it('pages the history with "Carregar mais" until the last page', async () => {
    const { user, platform } = renderBonus({
      player,
      handlers: {
        'GET /wallet/bonuses': ({ query }) =>
          query.get('page') === '2'
            ? testBonusPage([testBonus({ id: 1, status: 'expired', name: 'Mais antigo' })], 2, 2)
            : testBonusPage(finished, 1, 2),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Mais antigo')).toBeTruthy();
    expect(screen.getByText('Isso é tudo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(platform.callsTo('GET /wallet/bonuses').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says when there is no bonus yet, without an active card', async () => {
    renderBonus({ player, handlers: { 'GET /wallet/bonuses': () => testBonusPage([]) } });
    expect(await screen.findByText('Nenhum bônus por aqui ainda.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bônus ativo' })).toBeNull();
  });

  it('says so in Portuguese when the list fails, and tries again', async () => {
    const { user, platform } = renderBonus({
      player,
      handlers: { 'GET /wallet/bonuses': () => laravelError(503, 'Service Unavailable') },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar seus bônus.')).toBeTruthy();
    platform.on('GET /wallet/bonuses', () => testBonusPage([active]));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Bônus ativo' })).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    renderBonus({ player, locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Active bonus' });
    expect(within(card).getByText('R$750.00 of R$3,000.00 wagered')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel bonus' })).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
  });
});

describe('/bonus for a guest', () => {
  it('explains the page and opens the registration back to it, asking nothing of a player’s', async () => {
    const { user, platform, authModal } = renderBonus();
    expect(screen.getByRole('heading', { level: 1, name: 'Bônus' })).toBeTruthy();
    const guest = screen.getByRole('region', { name: 'Bônus e cashback' });
    await screen.findByRole('region', { name: 'Ofertas do momento' });
    await expectNoAxeViolations();
    await user.click(within(guest).getByRole('button', { name: 'Criar conta' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'register', redirectTo: '/bonus' });
    expect(platform.callsTo('GET /wallet/bonuses')).toHaveLength(0);
    expect(platform.callsTo('GET /bonuses/cashback')).toHaveLength(0);
  });

  it('shows the current offers as cards to their rules, above the sign-up', async () => {
    const { platform } = renderBonus({
      db: {
        promotions: [
          makePromotion(),
          makePromotion({
            id: 2,
            slug: 'cashback-semanal',
            kind: 'cashback',
            title: 'Cashback semanal',
            summary: '15% das perdas de volta toda sexta.',
          }),
        ],
      },
    });
    expect(screen.getByRole('status')).toBeTruthy();
    const offers = await screen.findByRole('region', { name: 'Ofertas do momento' });
    const cards = within(offers).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bônus de boas-vindas',
      'Cashback semanal',
    ]);
    expect(within(cards[1]!).getByText('15% das perdas de volta toda sexta.')).toBeTruthy();
    const rules = within(cards[1]!).getByRole('link', { name: 'Ver regras de Cashback semanal' });
    expect(rules.getAttribute('href')).toBe('/promotion/cashback-semanal');
    // Above the sign-up prompt, in the page's order.
    const guest = screen.getByRole('region', { name: 'Bônus e cashback' });
    expect(offers.compareDocumentPosition(guest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(platform.callsTo('GET /promotions')[0]?.query.get('lang')).toBe('pt-BR');
  });

  it('links each offer under /en in English', async () => {
    renderBonus({ locale: 'en' });
    const offers = await screen.findByRole('region', { name: 'Current offers' });
    const rules = within(offers).getByRole('link', {
      name: 'See the rules of Bônus de boas-vindas',
    });
    expect(rules.getAttribute('href')).toBe('/en/promotion/boas-vindas');
  });

  it('shows no offers and keeps the sign-up when there is none', async () => {
    const { platform } = renderBonus({ db: { promotions: [] } });
    await waitFor(() => expect(platform.callsTo('GET /promotions')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Ofertas do momento' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeTruthy();
  });

  it('shows no offers, no error and keeps the sign-up when the list fails', async () => {
    const { platform } = renderBonus({
      handlers: { 'GET /promotions': () => laravelError(503, 'Service Unavailable') },
    });
    await waitFor(() => expect(platform.callsTo('GET /promotions').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Ofertas do momento' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeTruthy();
  });
});

describe('/bonus on a regulated brand', () => {
  it('advertises no bonus: the cashback to loyalty, the history and why there is no bonus', async () => {
    renderBonus({
      player,
      tenant: { is_regulated: true },
      handlers: {
        'GET /wallet/bonuses': () => testBonusPage([]),
        'GET /bonuses/cashback': () =>
          testCashback([testCashbackEntry({ credited_to: 'loyalty' })]),
      },
    });
    expect(
      screen.getByText(
        'Esta marca não oferece bônus de depósito, por força da lei (Lei 14.790/2023).',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('O cashback resgatado vai para a sua carteira de fidelidade.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cashback' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Histórico de bônus' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bônus ativo' })).toBeNull();
    expect(screen.queryByText(/cupom/i)).toBeNull();
    await expectNoAxeViolations();
  });

  it('tells a guest about cashback only', () => {
    renderBonus({ tenant: { is_regulated: true } });
    expect(
      screen.getByText('Crie sua conta para acompanhar o cashback das suas apostas.'),
    ).toBeTruthy();
    expect(screen.queryByText(/rollover/i)).toBeNull();
  });
});
