import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameStage } from '~/features/casino/components/game-screen/game-stage';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import { makeGame, TEST_API_LINK, testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useRoundRefresh } from './use-round-refresh';

// The fake platform serves the demo slot from the API's own origin.
const GAME_ORIGIN = new URL(TEST_API_LINK).origin;
const LINKS = { lobby: '/casino/games', signIn: '/login', register: '/register' };

/** The game route's composition: the game's rounds refresh the header's balance. */
function GameWithHeader({ onlyDemo = false }: { onlyDemo?: boolean }) {
  const onRound = useRoundRefresh();
  return (
    <>
      <HeaderBalance enabled locale="pt-BR" />
      <GameStage
        game={makeGame(1, { only_demo: onlyDemo })}
        locale="pt-BR"
        links={LINKS}
        onRound={onRound}
      />
    </>
  );
}

/** Ana with R$ 1.000,00 at a game; `afterRound` is what her wallet holds once a round is played. */
function renderWithBalances(afterRound: number, mode: 'real' | 'demo' = 'real') {
  const { platform } = renderApp(<GameWithHeader onlyDemo={mode === 'demo'} />, {
    player: testUser(),
    db: {
      wallet: testWallet({ balance: 100_000 }),
      games: [makeGame(1, { only_demo: mode === 'demo' })],
    },
  });
  const playRound = () => {
    platform.db.wallet = testWallet({ balance: afterRound });
  };
  const walletCalls = () => platform.callsTo('GET /profile/wallet');
  return { walletCalls, playRound };
}

function postRound(origin: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        data: { type: 'vitrine:round', round_id: 'r-1', balance: 99_800, win: 0 },
      }),
    );
  });
}

describe('a round in the game iframe', () => {
  it('refreshes the header balance after a real-money round from the game’s origin', async () => {
    const { playRound } = renderWithBalances(99_800);
    expect(await screen.findByText('R$ 1.000,00')).toBeTruthy();
    await screen.findByTitle('Jogo 1');

    playRound();
    postRound(GAME_ORIGIN);
    expect(await screen.findByText('R$ 998,00')).toBeTruthy();
  });

  it('ignores a round message from another origin', async () => {
    const { walletCalls, playRound } = renderWithBalances(1);
    await screen.findByText('R$ 1.000,00');
    await screen.findByTitle('Jogo 1');

    playRound();
    postRound('https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(walletCalls()).toHaveLength(1);
    expect(screen.getByText('R$ 1.000,00')).toBeTruthy();
  });

  it('leaves the wallet alone after a demo round', async () => {
    const { walletCalls, playRound } = renderWithBalances(1, 'demo');
    await screen.findByText('R$ 1.000,00');
    await screen.findByTitle('Jogo 1');

    playRound();
    postRound(GAME_ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(walletCalls()).toHaveLength(1);
    expect(screen.getByText('R$ 1.000,00')).toBeTruthy();
  });
});
