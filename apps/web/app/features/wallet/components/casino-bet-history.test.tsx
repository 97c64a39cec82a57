import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { createFakePlatform } from '~/test/fake-platform/platform';
import { serverError } from '~/test/fake-platform/reply';
import { makeCasinoBet, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { CasinoBetHistory } from './casino-bet-history';

function renderBets(locale: Locale = 'pt-BR', options: Parameters<typeof renderApp>[1] = {}) {
  const prefix = locale === 'en' ? '/en' : '';
  return renderApp(
    <CasinoBetHistory enabled locale={locale} intl={locale === 'en' ? 'en' : 'pt-BR'} />,
    {
      player: testUser(),
      locale,
      path: `${prefix}/user/edit/history-casino`,
      routes: [`${prefix}/casino/:provider/:game`, `${prefix}/casino`],
      ...options,
    },
  );
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('CasinoBetHistory', () => {
  it('shows the §3 columns and one row per bet or win, the action opening the game', async () => {
    const user = userEvent.setup();
    const bet = makeCasinoBet(7, { amount: 250, created_at: '2026-06-01T12:30:00.000Z' });
    const win = makeCasinoBet(7, { id: 8, type: 'win', amount: 600, refunded: true });
    const { location } = renderBets('pt-BR', { db: { casinoBets: [win, bet] } });
    const table = await screen.findByRole('table', { name: 'Apostas no cassino' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tipo', 'Jogo', 'Valor', 'Com bônus', 'Reembolsado', 'Data', 'Ações']);
    const [first, second] = bodyRows(table);
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells(first)).toEqual([
      'TipoGanho',
      'JogoJogo 7',
      'ValorR$ 6,00',
      'Com bônusNão',
      'ReembolsadoSim',
      expect.stringMatching(/^Data\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'AçõesJogar',
    ]);
    expect(cells(second)?.slice(0, 3)).toEqual(['TipoAposta', 'JogoJogo 7', 'ValorR$ 2,50']);
    await user.click(within(second!).getByRole('link', { name: 'Jogar Jogo 7' }));
    await waitFor(() => expect(location()).toBe('/casino/aurora-gaming/jogo-7'));
  });

  it('names a removed game and offers no way to it', async () => {
    renderBets('pt-BR', { db: { casinoBets: [makeCasinoBet(1, { game: null })] } });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Jogo indisponível')).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('pages on until last_page', async () => {
    const user = userEvent.setup();
    const bets = Array.from({ length: 25 }, (_, index) => makeCasinoBet(index + 1));
    const { platform } = renderBets('pt-BR', { db: { casinoBets: bets } });
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    expect(screen.getByText('Você chegou ao fim da lista.')).toBeTruthy();
    expect(platform.callsTo('GET /wallet/bets').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says so when there are no bets yet, with a way to the casino', async () => {
    renderBets();
    const empty = (await screen.findByText('Nenhuma aposta ainda')).closest('[role="status"]');
    if (!(empty instanceof HTMLElement)) throw new Error('the empty state is a status');
    expect(
      within(empty).getByRole('link', { name: 'Ir para o cassino' }).getAttribute('href'),
    ).toBe('/casino');
  });

  it('says "Failed to fetch transactions" and tries again on request', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({
      db: { player: testUser(), casinoBets: [makeCasinoBet(1)] },
      handlers: { 'GET /wallet/bets': () => serverError() },
    });
    renderBets('pt-BR', { platform });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch transactions');
    platform.on('GET /wallet/bets', (_call, db) => ({
      data: db.casinoBets,
      current_page: 1,
      last_page: 1,
      total: 1,
    }));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('speaks English under /en, and its game links stay under /en', async () => {
    renderBets('en', { db: { casinoBets: [makeCasinoBet(3, { with_bonus: true })] } });
    const table = await screen.findByRole('table', { name: 'Casino bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Game', 'Value', 'With bonus', 'Refunded', 'Date', 'Actions']);
    expect(within(table).getByRole('link', { name: 'Play Jogo 3' }).getAttribute('href')).toBe(
      '/en/casino/aurora-gaming/jogo-3',
    );
    expect(within(table).getAllByText('Yes')).toHaveLength(1);
  });
});
