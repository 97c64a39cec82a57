import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { createFakePlatform } from '~/test/fake-platform/platform';
import { serverError } from '~/test/fake-platform/reply';
import { makeSportsBet, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { SportsBetHistory } from './sports-bet-history';

function renderBets(locale: Locale = 'pt-BR', options: Parameters<typeof renderApp>[1] = {}) {
  const prefix = locale === 'en' ? '/en' : '';
  return renderApp(
    <SportsBetHistory enabled locale={locale} intl={locale === 'en' ? 'en' : 'pt-BR'} />,
    {
      player: testUser(),
      locale,
      path: `${prefix}/user/edit/history-sports`,
      routes: [`${prefix}/sportsbook`],
      ...options,
    },
  );
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

const cells = (row: HTMLElement | undefined) =>
  within(row!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

const multiple = makeSportsBet(2, {
  kind: 'multiple',
  stake: 500,
  status: 'lost',
  selections: [
    { event: 'Flamengo × Palmeiras', market: 'Resultado final', outcome: 'Flamengo', odds: '2.10' },
    { event: 'Corinthians × Santos', market: 'Ambas marcam', outcome: 'Sim', odds: '1.85' },
  ],
});

describe('SportsBetHistory', () => {
  it('shows date, selections, stake, payout and status, one row per bet', async () => {
    const won = makeSportsBet(1, { stake: 1_000, payout: 2_100, status: 'won' });
    renderBets('pt-BR', { db: { sportsBets: [won, multiple] } });
    const table = await screen.findByRole('table', { name: 'Apostas esportivas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'Seleções', 'Valor apostado', 'Retorno', 'Situação']);
    const [first, second] = bodyRows(table);
    expect(cells(first)).toEqual([
      expect.stringMatching(/^Data\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'SeleçõesSimplesFlamengo × Palmeiras — Resultado final: Flamengo @ 2.10',
      'Valor apostadoR$ 10,00',
      'RetornoR$ 21,00',
      'SituaçãoGanha',
    ]);
    expect(cells(second)?.slice(1)).toEqual([
      'SeleçõesMúltiplaFlamengo × Palmeiras — Resultado final: Flamengo @ 2.10Corinthians × Santos — Ambas marcam: Sim @ 1.85',
      'Valor apostadoR$ 5,00',
      'RetornoR$ 0,00',
      'SituaçãoPerdida',
    ]);
    expect(within(second!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('names each status, and a bet whose selections could not be read', async () => {
    const statuses = ['open', 'refunded', 'discarded'] as const;
    renderBets('pt-BR', {
      db: {
        sportsBets: statuses.map((status, index) =>
          makeSportsBet(index + 1, { status, ...(index === 0 && { selections: [] }) }),
        ),
      },
    });
    const table = await screen.findByRole('table');
    expect(bodyRows(table).map((row) => cells(row).at(-1))).toEqual([
      'SituaçãoEm aberto',
      'SituaçãoReembolsada',
      'SituaçãoCancelada',
    ]);
    expect(within(table).getByText('Seleções indisponíveis')).toBeTruthy();
  });

  it('renders betslip text as text, never as HTML', async () => {
    const selection = {
      event: '<img src=x onerror=alert(1)>',
      market: 'M',
      outcome: 'O',
      odds: '1.50',
    };
    const { container } = renderBets('pt-BR', {
      db: { sportsBets: [makeSportsBet(1, { selections: [selection] })] },
    });
    await screen.findByRole('table');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('pages on until last_page', async () => {
    const user = userEvent.setup();
    const bets = Array.from({ length: 25 }, (_, index) => makeSportsBet(index + 1));
    const { platform } = renderBets('pt-BR', { db: { sportsBets: bets } });
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    expect(screen.getByText('Você chegou ao fim da lista.')).toBeTruthy();
    expect(
      platform.callsTo('GET /wallet/sports-bets').map((call) => call.query.get('page')),
    ).toEqual(['1', '2']);
  });

  it('says so when there are no bets yet, with a way to the sportsbook', async () => {
    renderBets();
    const empty = (await screen.findByText('Nenhuma aposta esportiva ainda')).closest(
      '[role="status"]',
    );
    if (!(empty instanceof HTMLElement)) throw new Error('the empty state is a status');
    expect(
      within(empty)
        .getByRole('link', { name: 'Ir para as apostas esportivas' })
        .getAttribute('href'),
    ).toBe('/sportsbook');
  });

  it('says "Failed to fetch transactions" and tries again on request', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({
      db: { player: testUser(), sportsBets: [makeSportsBet(1)] },
      handlers: { 'GET /wallet/sports-bets': () => serverError() },
    });
    renderBets('pt-BR', { platform });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch transactions');
    platform.on('GET /wallet/sports-bets', (_call, db) => ({
      data: db.sportsBets,
      current_page: 1,
      last_page: 1,
      total: 1,
    }));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    renderBets('en', { db: { sportsBets: [makeSportsBet(1, { payout: 2_100, status: 'won' })] } });
    const table = await screen.findByRole('table', { name: 'Sports bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Selections', 'Stake', 'Payout', 'Status']);
    expect(cells(bodyRows(table)[0])?.slice(1)).toEqual([
      'SelectionsSingleFlamengo × Palmeiras — Resultado final: Flamengo @ 2.10',
      'StakeR$10.00',
      'PayoutR$21.00',
      'StatusWon',
    ]);
  });

  it('links the empty state to /en/sportsbook in English', async () => {
    renderBets('en');
    const link = await screen.findByRole('link', { name: 'Go to the sportsbook' });
    expect(link.getAttribute('href')).toBe('/en/sportsbook');
  });
});
