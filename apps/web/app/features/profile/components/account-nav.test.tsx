import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { AccountNav } from './account-nav';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Seções da conta' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AccountNav', () => {
  it('offers the sportsbook history next to the casino’s when the brand has the sportsbook', () => {
    renderApp(<AccountNav sportsHistory />, {
      player: testUser(),
      path: '/user/edit/history-sports',
    });
    expect(tabNames().slice(-2)).toEqual(['Histórico do cassino', 'Apostas esportivas']);
    expect(
      screen.getByRole('link', { name: 'Apostas esportivas' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('leaves it out otherwise', () => {
    renderApp(<AccountNav sportsHistory={false} />, { player: testUser(), path: '/user/edit' });
    expect(tabNames()).not.toContain('Apostas esportivas');
    expect(tabNames().at(-1)).toBe('Histórico do cassino');
  });
});
