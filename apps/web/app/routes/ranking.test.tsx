import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '~/test/axe';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError } from '~/test/fake-platform/reply';
import { testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { testEntry, testRanking } from '~/test/ranking-fixtures';
import { renderApp } from '~/test/render-app';
import { Ranking } from './ranking';

function renderRanking(options: Parameters<typeof renderApp>[1] = {}) {
  const locale = options.locale ?? 'pt-BR';
  const view = renderApp(<Ranking locale={locale} />, {
    path: locale === 'en' ? '/en/ranking' : '/ranking',
    ...options,
    handlers: {
      'GET /ranking': () => testRanking(),
      ...options.handlers,
    },
  });
  return { ...view, user: userEvent.setup() };
}

const player = testUser();
const guestRanking: FakeHandlers = { 'GET /ranking': () => testRanking({ self: null }) };

/** The leaderboard's rows, each as its cells' text. */
async function leaderboardRows() {
  const table = await screen.findByRole('table', { name: 'Semanal' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );
}

describe('/ranking for a player', () => {
  it('shows the level, the progress to the next, and the ladder with the current level marked', async () => {
    renderRanking({ player });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeTruthy();
    const standing = await screen.findByRole('region', { name: 'Seu progresso' });
    expect(within(standing).getByText('Nível 2 · Prata')).toBeTruthy();
    // §4: (1.500 − 1.000) / (5.000 − 1.000) = 12,5 % → 13.
    const bar = within(standing).getByRole('progressbar', { name: 'Progresso até o nível 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('13');
    expect(
      within(standing)
        .getByText(/^Faltam/)
        .textContent?.replace(/\s/g, ' '),
    ).toBe('Faltam R$ 3.500,00 em apostas para o nível 3.');

    const ladder = screen.getByRole('list', { name: 'Níveis do clube VIP' });
    const levels = within(ladder)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === ladder);
    expect(levels.map((level) => within(level).getByRole('heading').textContent)).toEqual([
      'Nível 1 · Bronze',
      'Nível 2 · Prata',
      'Nível 3 · Ouro',
    ]);
    expect(levels.map((level) => level.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    const gold = levels[2]!;
    expect(
      within(gold)
        .getByText(/^A partir de/)
        .textContent?.replace(/\s/g, ' '),
    ).toBe('A partir de R$ 5.000,00 apostados');
    expect(within(gold).getByText('Suporte prioritário nível 3')).toBeTruthy();
    expect(
      within(gold)
        .getByText(/pontos de fidelidade/)
        .textContent?.replace(/\s/g, ' '),
    ).toBe('R$ 30,00 em pontos de fidelidade · Caixa Dourada');
    // Fixed badge size: nothing moves when the image arrives.
    const badge = gold.querySelector('img')!;
    expect([badge.getAttribute('width'), badge.getAttribute('height')]).toEqual(['48', '48']);
    await expectNoAxeViolations();
  });

  it('lists the top with the player’s own row below it when they are outside the top', async () => {
    renderRanking({ player });
    expect(await leaderboardRows()).toEqual([
      ['1', 'Jogador 1', '3', 'R$ 990,00'],
      ['2', 'Jogador 2', '3', 'R$ 980,00'],
      ['3', 'Jogador 3', '3', 'R$ 970,00'],
      ['4', 'Você', '2', 'R$ 50,00'],
    ]);
    const own = screen.getByRole('rowgroup', { name: 'Sua posição' });
    expect(within(own).getByRole('row').getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('De 23/02/2026 a 01/03/2026')).toBeTruthy();
  });

  it('marks the player’s own row inside the top and adds no second one', async () => {
    renderRanking({
      player,
      handlers: {
        'GET /ranking': () =>
          testRanking({
            leaderboard: [testEntry(1), testEntry(2, { name: 'Ana S.', level: 2, is_self: true })],
            self: { position: 2, wagered: 98_000, level: 2, totalBet: 150_000 },
          }),
      },
    });
    const rows = await leaderboardRows();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(['2', 'Ana S. (Você)', '2', 'R$ 980,00']);
    expect(screen.queryByRole('rowgroup', { name: 'Sua posição' })).toBeNull();
    const current = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
  });

  it('writes "Oculto" for each part a player hides, and never a number in its place', async () => {
    renderRanking({
      player,
      handlers: {
        'GET /ranking': () =>
          testRanking({
            leaderboard: [
              testEntry(1, { name: null, user_id: null }),
              testEntry(2, { level: null, wagered: null }),
              testEntry(3, { name: null, user_id: null, level: null, wagered: null }),
            ],
          }),
      },
    });
    expect((await leaderboardRows()).slice(0, 3)).toEqual([
      ['1', 'Oculto', '3', 'R$ 990,00'],
      ['2', 'Jogador 2', 'Oculto', 'Oculto'],
      ['3', 'Oculto', 'Oculto', 'Oculto'],
    ]);
  });

  it('shows the XSS corpus in players’ names and the ladder’s names and benefits as text', async () => {
    const { container } = renderRanking({
      player,
      handlers: {
        'GET /ranking': () =>
          testRanking({
            ranks: testRanking().ranks.map((rank, index) => ({
              ...rank,
              name: XSS_CORPUS[index]!,
              benefits: [XSS_CORPUS[index + 3]!],
            })),
            leaderboard: XSS_CORPUS.map((name, index) => testEntry(index + 1, { name })),
          }),
      },
    });
    expect(await leaderboardRows()).toHaveLength(XSS_CORPUS.length + 1);
    expectInertText(container, XSS_CORPUS);
  });

  it('switches to the monthly leaderboard with the keyboard', async () => {
    const { user, platform } = renderRanking({
      player,
      handlers: {
        'GET /ranking': ({ query }) =>
          query.get('period') === 'monthly'
            ? testRanking({
                period: 'monthly',
                starts_at: '2026-02-01T03:00:00Z',
                ends_at: '2026-03-01T03:00:00Z',
                leaderboard: [testEntry(1, { name: 'Mensal 1' })],
              })
            : testRanking(),
      },
    });
    await leaderboardRows();
    const weekly = screen.getByRole('radio', { name: 'Semanal' });
    expect((weekly as HTMLInputElement).checked).toBe(true);
    weekly.focus();
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Mensal' }) as HTMLInputElement).checked).toBe(true);
    const table = await screen.findByRole('table', { name: 'Mensal' });
    expect(within(table).getByText('Mensal 1')).toBeTruthy();
    expect(screen.getByText('De 01/02/2026 a 28/02/2026')).toBeTruthy();
    expect(platform.callsTo('GET /ranking').map((call) => call.query.get('period'))).toEqual([
      'weekly',
      'monthly',
    ]);
  });

  it('says when nobody has wagered in the period, and that the player has not either', async () => {
    renderRanking({
      player,
      handlers: {
        'GET /ranking': () =>
          testRanking({
            leaderboard: [],
            self: { position: null, wagered: 0, level: 1, totalBet: 0 },
          }),
      },
    });
    const empty = await screen.findByText('Ninguém apostou neste período ainda');
    expect(empty.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('Você ainda não apostou neste período.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the ranking failed and loads it again on retry', async () => {
    const { user, platform } = renderRanking({
      player,
      handlers: { 'GET /ranking': () => laravelError(500, 'Server Error') },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar o ranking.')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar os níveis.')).toBeTruthy();
    platform.on('GET /ranking', () => testRanking());
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await leaderboardRows()).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Seu progresso' })).toBeTruthy();
  });

  it('shows skeletons, not an empty page, while the ranking loads', async () => {
    renderRanking({ player, handlers: { 'GET /ranking': () => new Promise(() => {}) } });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/ranking for a guest', () => {
  it('shows the ladder and the leaderboard, no standing, and opens the registration back here', async () => {
    const { user, authModal } = renderRanking({ handlers: guestRanking });
    expect((await leaderboardRows()).map((row) => row[1])).toEqual([
      'Jogador 1',
      'Jogador 2',
      'Jogador 3',
    ]);
    expect(screen.queryByRole('region', { name: 'Seu progresso' })).toBeNull();
    expect(screen.queryByRole('rowgroup', { name: 'Sua posição' })).toBeNull();
    const ladder = screen.getByRole('list', { name: 'Níveis do clube VIP' });
    expect(ladder.querySelector('[aria-current]')).toBeNull();
    const prompt = screen.getByRole('region', { name: 'Entre para o clube VIP' });
    await expectNoAxeViolations();
    await user.click(within(prompt).getByRole('button', { name: 'Criar conta' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'register', redirectTo: '/ranking' });
  });
});

describe('/en/ranking', () => {
  it('is in English, with hidden parts as "Hidden"', async () => {
    renderRanking({
      locale: 'en',
      player,
      handlers: {
        'GET /ranking': () =>
          testRanking({ leaderboard: [testEntry(1, { name: null, user_id: null })] }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Weekly' })).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Your progress' })).getByText('Level 2 · Prata'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top wagerers' })).toBeTruthy();
  });
});
