import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameStage } from '~/features/casino/components/game-screen/game-stage';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import { casinoSession, makeGame, renderCasino } from '~/test/casino-harness';
import { fakeApi, json } from '~/test/fake-api';
import { useRoundRefresh } from './use-round-refresh';

const GAME_ORIGIN = 'http://games.test';
const GAME_URL = `${GAME_ORIGIN}/t/demo/demo/slot/launch-token`;
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

function renderWithBalances(balances: number[], mode: 'real' | 'demo' = 'real') {
  let served = 0;
  const api = fakeApi({
    'GET /t/demo/profile/wallet': () => {
      const balance = balances[Math.min(served, balances.length - 1)] ?? 0;
      served += 1;
      return json({
        wallet: {
          balance,
          balance_withdrawal: balance,
          bonus_balance: 0,
          deposit_count: 1,
          currency: 'BRL',
        },
      });
    },
    'POST /t/demo/games/url': () => json({ gameUrl: GAME_URL, mode }),
  });
  renderCasino(<GameWithHeader onlyDemo={mode === 'demo'} />, {
    fetch: api.fetch,
    session: casinoSession({ viewer: 'user-1', signedIn: true }),
  });
  const walletCalls = () => api.calls.filter((call) => call.path === '/t/demo/profile/wallet');
  return { walletCalls };
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
    renderWithBalances([100_000, 99_800]);
    expect(await screen.findByText('R$ 1.000,00')).toBeTruthy();
    await screen.findByTitle('Jogo 1');

    postRound(GAME_ORIGIN);
    expect(await screen.findByText('R$ 998,00')).toBeTruthy();
  });

  it('ignores a round message from another origin', async () => {
    const { walletCalls } = renderWithBalances([100_000, 1]);
    await screen.findByText('R$ 1.000,00');
    await screen.findByTitle('Jogo 1');

    postRound('https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(walletCalls()).toHaveLength(1);
    expect(screen.getByText('R$ 1.000,00')).toBeTruthy();
  });

  it('leaves the wallet alone after a demo round', async () => {
    const { walletCalls } = renderWithBalances([100_000, 1], 'demo');
    await screen.findByText('R$ 1.000,00');
    await screen.findByTitle('Jogo 1');

    postRound(GAME_ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => expect(walletCalls()).toHaveLength(1));
  });
});
