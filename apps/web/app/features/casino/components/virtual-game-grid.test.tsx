import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGames } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { VirtualGameGrid } from './virtual-game-grid';

const games = makeGames(120);

function Grid() {
  return (
    <VirtualGameGrid
      games={games}
      label="Jogos"
      localePrefix=""
      hasNextPage={false}
      isFetchingNextPage={false}
      onLoadMore={() => {}}
    />
  );
}

function deviceWithCores(cores: number) {
  Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, value: cores });
}

// Without layout (happy-dom) the grid is never measured: it stays as before its first layout.
describe('the game grid before its first layout', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'hardwareConcurrency'));

  it('draws a full card for each loaded game on an ordinary device (batch of 500)', async () => {
    deviceWithCores(8);
    renderApp(<Grid />);
    const list = await screen.findByRole('list', { name: 'Jogos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(within(list).getAllByRole('link', { name: /Jogo/ })).toHaveLength(120);
  });

  it('draws the first 100 as cards on a low-end device, and keeps the place of the rest', async () => {
    deviceWithCores(2);
    renderApp(<Grid />);
    const list = await screen.findByRole('list', { name: 'Jogos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(within(list).getAllByRole('link', { name: /Jogo/ })).toHaveLength(100);
  });
});
