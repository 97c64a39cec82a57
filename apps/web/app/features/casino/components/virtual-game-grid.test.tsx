import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDeviceProfile } from '~/lib/device/device-store';
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

// Without layout (happy-dom) the grid is never measured: it stays as before its first layout.
describe('the game grid before its first layout', () => {
  afterEach(() => setDeviceProfile(null));

  it('draws a full card for each loaded game while the device is unknown or ordinary (batch of 500)', async () => {
    renderApp(<Grid />);
    const list = await screen.findByRole('list', { name: 'Jogos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(within(list).getAllByRole('link', { name: /Jogo/ })).toHaveLength(120);
  });

  it('draws the first 100 as cards on a low-end device, and keeps the place of the rest', async () => {
    setDeviceProfile({ listBatchSize: 100, slowConnection: false });
    renderApp(<Grid />);
    const list = await screen.findByRole('list', { name: 'Jogos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(within(list).getAllByRole('link', { name: /Jogo/ })).toHaveLength(100);
  });
});
