import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { type GameRound, parseRoundMessage, useGameRounds } from './use-game-rounds';

const GAME_URL = 'http://localhost:8787/t/demo/demo/slot/launch-token';
const ROUND = { type: 'vitrine:round', round_id: 'r-1', balance: 99_800, win: 0 };

function Listener({ url, onRound }: { url: string | null; onRound: (round: GameRound) => void }) {
  useGameRounds(url, onRound);
  return null;
}

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('useGameRounds', () => {
  it('hands on a round the game posts from its own origin', () => {
    const onRound = vi.fn();
    renderApp(<Listener url={GAME_URL} onRound={onRound} />);
    post(ROUND, 'http://localhost:8787');
    expect(onRound).toHaveBeenCalledWith({ roundId: 'r-1', balance: 99_800, win: 0 });
  });

  it('ignores the same message from any other origin', () => {
    const onRound = vi.fn();
    renderApp(<Listener url={GAME_URL} onRound={onRound} />);
    post(ROUND, 'https://evil.example');
    post(ROUND, 'http://localhost:3000');
    post(ROUND, '');
    expect(onRound).not.toHaveBeenCalled();
  });

  it('ignores other messages from the game and malformed rounds', () => {
    const onRound = vi.fn();
    renderApp(<Listener url={GAME_URL} onRound={onRound} />);
    post({ type: 'something-else' }, 'http://localhost:8787');
    post({ ...ROUND, balance: '99800' }, 'http://localhost:8787');
    post('vitrine:round', 'http://localhost:8787');
    expect(onRound).not.toHaveBeenCalled();
  });

  it('listens to nothing before the game has an address, and stops when unmounted', () => {
    const onRound = vi.fn();
    const { rerender, unmount } = renderApp(<Listener url={null} onRound={onRound} />);
    post(ROUND, 'http://localhost:8787');
    rerender(<Listener url={GAME_URL} onRound={onRound} />);
    post(ROUND, 'http://localhost:8787');
    unmount();
    post(ROUND, 'http://localhost:8787');
    expect(onRound).toHaveBeenCalledTimes(1);
  });
});

describe('parseRoundMessage', () => {
  it('accepts numeric round ids and rejects fractions of centavos', () => {
    expect(parseRoundMessage({ ...ROUND, round_id: 42, win: 500 })).toEqual({
      roundId: '42',
      balance: 99_800,
      win: 500,
    });
    expect(parseRoundMessage({ ...ROUND, win: 0.5 })).toBeNull();
    expect(parseRoundMessage({ ...ROUND, round_id: '' })).toBeNull();
  });
});
