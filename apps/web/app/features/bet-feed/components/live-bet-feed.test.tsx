import type { BetPlacedEvent } from '@vitrine/contract/realtime.ts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeConnection } from '~/test/fake-realtime';
import { XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { renderApp, type RenderAppOptions } from '~/test/render-app';
import { ANNOUNCE_INTERVAL_MS } from '../model/announcement-throttle';
import { LiveBetFeed } from './live-bet-feed';

const PUBLIC = 'universal-public.test';

function half(type: 'bet' | 'win', transaction: string, amount: number, name: string | null) {
  const event: BetPlacedEvent = {
    type,
    transaction,
    game: { id: 7, name: 'Fortune Tiger', image: 'http://api.test/storage/demo/games/7.webp' },
    user: { name },
    amount,
    date: '2026-11-24T12:00:00Z',
  };
  return event;
}

/** Lets the query cache tell the feed what changed (it notifies on the next task). */
const cacheNotified = () =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });

/** The server publishes `event` on the public channel. */
async function publish(connection: FakeConnection, event: BetPlacedEvent) {
  act(() => connection.emit(PUBLIC, 'BetPlaced', event));
  await cacheNotified();
}

/** A round on the public channel: its bet, then its win. */
async function settle(
  connection: FakeConnection,
  transaction: string,
  bet: number,
  win: number,
  name: string | null = 'João S.',
) {
  act(() => {
    connection.emit(PUBLIC, 'BetPlaced', half('bet', transaction, bet, name));
    connection.emit(PUBLIC, 'BetPlaced', half('win', transaction, win, name));
  });
  await cacheNotified();
}

async function renderFeed(options: RenderAppOptions = {}) {
  const view = renderApp(<LiveBetFeed locale={options.locale ?? 'pt-BR'} />, {
    live: true,
    ...options,
  });
  const connection = await view.realtime.connected();
  const heading = options.locale === 'en' ? 'Live bets' : 'Apostas ao vivo';
  const feed = screen.getByRole('region', { name: heading });
  const rows = () => within(feed).getAllByRole('row').slice(1);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
  return { ...view, connection, feed, rows, cells };
}

describe('LiveBetFeed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing when the tenant has no realtime server', () => {
    const { container } = renderApp(<LiveBetFeed locale="pt-BR" />);
    expect(container.textContent).toBe('');
  });

  it('holds the place of five lines with a waiting message until rounds settle', async () => {
    const { feed, rows } = await renderFeed();
    const table = within(feed).getByRole('table', { name: /últimas rodadas/ });
    for (const name of ['Jogo', 'Jogador', 'Aposta', 'Multiplicador', 'Ganho']) {
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    }
    expect(rows().map((row) => row.textContent)).toEqual(['Aguardando apostas…']);
    expect(table.closest('[aria-live]')).toBeNull();
  });

  it('shows a round once its win arrives: game, player, bet, multiplier and win', async () => {
    const { connection, rows, cells } = await renderFeed();
    await publish(connection, half('bet', 'r1', 1_000, 'João S.'));
    expect(rows().map((row) => row.textContent)).toEqual(['Aguardando apostas…']);

    await publish(connection, half('win', 'r1', 2_500, 'João S.'));
    expect(rows().map(cells)).toEqual([
      ['Fortune Tiger', 'João S.', 'R$ 10,00', '2,50x', 'R$ 25,00'],
    ]);
  });

  it('names a player who hides their name "Oculto", and shows a lost round at 0,00x', async () => {
    const { connection, rows, cells } = await renderFeed();
    await settle(connection, 'r1', 500, 0, null);
    expect(rows().map(cells)).toEqual([['Fortune Tiger', 'Oculto', 'R$ 5,00', '0,00x', 'R$ 0,00']]);
  });

  it('speaks English under /en', async () => {
    const { connection, rows, cells } = await renderFeed({ locale: 'en' });
    await settle(connection, 'r1', 1_000, 2_500, null);
    expect(rows().map(cells)).toEqual([['Fortune Tiger', 'Hidden', 'R$10.00', '2.50x', 'R$25.00']]);
  });

  it('shows the XSS corpus in player and game names as text', async () => {
    const { connection, feed, rows } = await renderFeed();
    // Five rounds at a time: the feed keeps the last five.
    for (let first = 0; first < XSS_CORPUS.length; first += 5) {
      const texts = XSS_CORPUS.slice(first, first + 5);
      for (const [index, text] of texts.entries()) {
        const round = `x${first + index}`;
        for (const [type, amount] of [
          ['bet', 100],
          ['win', 200],
        ] as const) {
          await publish(connection, {
            ...half(type, round, amount, text),
            game: { id: 7, name: text, image: null },
          });
        }
      }
      expect(rows().length).toBeGreaterThanOrEqual(texts.length);
      expectInertText(feed, texts);
    }
  });

  it('keeps the last five rounds, newest first', async () => {
    const { connection, rows } = await renderFeed();
    for (let round = 1; round <= 7; round += 1) {
      await settle(connection, `r${round}`, 100, 100 * round);
    }
    expect(rows().map((row) => row.lastElementChild?.textContent?.replace(/\s/g, ' '))).toEqual([
      'R$ 7,00',
      'R$ 6,00',
      'R$ 5,00',
      'R$ 4,00',
      'R$ 3,00',
    ]);
  });

  it('still shows the last rounds when the player comes back to the page', async () => {
    const { connection, rerender } = await renderFeed();
    await settle(connection, 'r1', 1_000, 2_500);
    act(() => rerender(<p>outra página</p>));
    expect(screen.queryByRole('region', { name: 'Apostas ao vivo' })).toBeNull();
    act(() => rerender(<LiveBetFeed locale="pt-BR" />));
    const feed = screen.getByRole('region', { name: 'Apostas ao vivo' });
    expect(within(feed).getByRole('cell', { name: '2,50x' })).toBeTruthy();
  });

  it('tells a screen reader one round at most every 5 s: the newest', async () => {
    const { connection, feed } = await renderFeed();
    const spoken = () => within(feed).getByRole('status').textContent?.replace(/\s/g, ' ');
    expect(spoken()).toBe('');
    vi.useFakeTimers();

    await settle(connection, 'r1', 1_000, 2_500);
    expect(spoken()).toBe('João S. ganhou R$ 25,00 em Fortune Tiger, 2,50x');
    await settle(connection, 'r2', 1_000, 0);
    await settle(connection, 'r3', 2_000, 0, null);
    expect(spoken()).toBe('João S. ganhou R$ 25,00 em Fortune Tiger, 2,50x');

    act(() => vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 1));
    expect(spoken()).toBe('João S. ganhou R$ 25,00 em Fortune Tiger, 2,50x');
    act(() => vi.advanceTimersByTime(1));
    expect(spoken()).toBe('Oculto apostou R$ 20,00 em Fortune Tiger e não ganhou');
    act(() => vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS * 3));
    expect(spoken()).toBe('Oculto apostou R$ 20,00 em Fortune Tiger e não ganhou');
  });
});
