import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '~/lib/storage';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import DefaultLayout from './default';

// A returning visitor: the 18+ question would hide the page behind its dialog.
beforeEach(() => localStorage.setItem(STORAGE_KEYS.ageVerified, 'true'));

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /^Menu da conta de/ }));
  await screen.findByRole('link', { name: 'Carteira' });
}

describe('the boxes in the shell (issue 36)', () => {
  it('links "Caixas" in the navigation and the player’s boxes and items in the account menu', async () => {
    renderApp(<DefaultLayout />, { path: '/', player: testUser(), tenant: { hasBoxes: true } });
    const [nav] = screen.getAllByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav!).getByRole('link', { name: 'Caixas' }).getAttribute('href')).toBe(
      '/casino/crates',
    );
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Minhas caixas' }).getAttribute('href')).toBe(
      '/account/boxes',
    );
    expect(screen.getByRole('link', { name: 'Meus itens' }).getAttribute('href')).toBe(
      '/account/items',
    );
  });

  it('has none of them on a brand without boxes', async () => {
    renderApp(<DefaultLayout />, { path: '/', player: testUser(), tenant: { hasBoxes: false } });
    expect(screen.queryByRole('link', { name: 'Caixas' })).toBeNull();
    await openAccountMenu();
    expect(screen.queryByRole('link', { name: 'Minhas caixas' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Meus itens' })).toBeNull();
  });

  it('speaks English under /en', () => {
    renderApp(<DefaultLayout />, { locale: 'en', path: '/en', tenant: { hasBoxes: true } });
    expect(screen.getAllByRole('link', { name: 'Boxes' })[0]?.getAttribute('href')).toBe(
      '/en/casino/crates',
    );
  });
});
