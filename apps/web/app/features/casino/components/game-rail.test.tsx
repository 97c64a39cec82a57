import '@vitrine/contract/games.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGame } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { GameRail, RAIL_FIRST_CARDS } from './game-rail';

const GAMES = Array.from({ length: 24 }, (_, index) =>
  makeGame(index + 1, { title: `Jogo ${index + 1}`, gamecode: `jogo-${index + 1}` }),
);

function renderRail() {
  renderApp(
    <GameRail
      id="slots"
      heading="Caça-níqueis"
      games={GAMES}
      seeAllHref="/casino/category/slots"
      seeAllLabel="Ver todos: Caça-níqueis"
      localePrefix=""
    />,
  );
  return screen.getByRole('list', { name: 'Caça-níqueis' });
}

describe('GameRail', () => {
  it('renders the first cards only, with a way to the whole category', () => {
    const rail = renderRail();
    expect(within(rail).getAllByRole('listitem')).toHaveLength(RAIL_FIRST_CARDS);
    expect(screen.getByRole('link', { name: 'Ver todos: Caça-níqueis' })).toBeTruthy();
  });

  it('adds the rest on the first scroll', async () => {
    const rail = renderRail();
    fireEvent.scroll(rail);
    await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(24));
  });

  it('adds the rest when one of its cards is focused', async () => {
    const rail = renderRail();
    within(rail).getAllByRole('link')[0]?.focus();
    await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(24));
  });

  it('adds the rest when the next arrow is used', async () => {
    const rail = renderRail();
    fireEvent.click(screen.getByRole('button', { name: 'Próximos: Caça-níqueis' }));
    await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(24));
  });
});
