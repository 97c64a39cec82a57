import '@vitrine/contract/games.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGame } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { GameRail, RAIL_FIRST_CARDS } from './game-rail';

const GAMES = Array.from({ length: 24 }, (_, index) =>
  makeGame(index + 1, { title: `Jogo ${index + 1}`, gamecode: `jogo-${index + 1}` }),
);

function renderRail({ phone = false }: { phone?: boolean } = {}) {
  renderApp(
    <GameRail
      id="slots"
      phone={phone}
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
    expect(within(rail).getAllByRole('listitem')).toHaveLength(RAIL_FIRST_CARDS.wide);
    expect(screen.getByRole('link', { name: 'Ver todos: Caça-níqueis' })).toBeTruthy();
  });

  it("renders fewer on a phone's page, and the rest on the first scroll", async () => {
    const rail = renderRail({ phone: true });
    expect(within(rail).getAllByRole('listitem')).toHaveLength(RAIL_FIRST_CARDS.phone);
    fireEvent.scroll(rail);
    await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(24));
  });

  it('adds the rest at once when the first cards do not fill the rail (a phone turned sideways)', async () => {
    const sizes = { clientWidth: 800, scrollWidth: 600 };
    const restore = Object.entries(sizes).map(([name, value]) => {
      const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
      return () =>
        own
          ? Object.defineProperty(HTMLElement.prototype, name, own)
          : Reflect.deleteProperty(HTMLElement.prototype, name);
    });
    try {
      const rail = renderRail({ phone: true });
      await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(24));
    } finally {
      for (const undo of restore) undo();
    }
  });

  it('keeps the first cards while they overflow the rail', async () => {
    const rail = renderRail({ phone: true });
    // happy-dom lays nothing out (widths 0): like a rail its cards overflow, it is left as it is.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(rail).getAllByRole('listitem')).toHaveLength(RAIL_FIRST_CARDS.phone);
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
