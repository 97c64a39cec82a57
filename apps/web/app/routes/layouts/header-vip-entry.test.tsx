import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '~/test/axe';
import { laravelError } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { testRanking } from '~/test/ranking-fixtures';
import { renderApp } from '~/test/render-app';
import { HeaderVipEntry } from './header-vip-entry';

function renderEntry(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(<HeaderVipEntry enabled locale={options.locale ?? 'pt-BR'} />, {
    player: testUser(),
    routes: ['/ranking', '/en/ranking'],
    ...options,
    handlers: { 'GET /ranking': () => testRanking(), ...options.handlers },
  });
  return { ...view, user: userEvent.setup() };
}

describe('the header’s VIP badge and the rank-list modal', () => {
  it('asks nothing of /ranking until the badge is tapped', async () => {
    const { platform } = renderEntry();
    await screen.findByRole('button', { name: /^Nível VIP 2/ });
    expect(platform.callsTo('GET /ranking')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the ladder with the player’s level marked, and closes back to the badge', async () => {
    const { user } = renderEntry();
    const badge = await screen.findByRole('button', { name: /^Nível VIP 2/ });
    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Níveis VIP' });
    const ladder = await within(dialog).findByRole('list', { name: 'Níveis do clube VIP' });
    const current = ladder.querySelector('[aria-current="step"]');
    expect(current?.querySelector('h3')?.textContent).toBe('Nível 2 · Prata');
    expect(
      within(dialog)
        .getByRole('progressbar', { name: 'Progresso até o nível 3' })
        .getAttribute('aria-valuenow'),
    ).toBe('13');
    expect(within(dialog).getByRole('link', { name: 'Ver o ranking' }).getAttribute('href')).toBe(
      '/ranking',
    );
    await expectNoAxeViolations(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(badge));
  });

  it('goes to /ranking from the modal, closing it', async () => {
    const { user } = renderEntry();
    await user.click(await screen.findByRole('button', { name: /^Nível VIP 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Níveis VIP' });
    await user.click(await within(dialog).findByRole('link', { name: 'Ver o ranking' }));
    expect(await screen.findByText('page /ranking')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the levels failed to load, with a retry', async () => {
    const { user, platform } = renderEntry({
      handlers: { 'GET /ranking': () => laravelError(500, 'Server Error') },
    });
    await user.click(await screen.findByRole('button', { name: /^Nível VIP 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Níveis VIP' });
    const alert = await within(dialog).findByRole('alert');
    platform.on('GET /ranking', () => testRanking());
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByRole('list', { name: 'Níveis do clube VIP' })).toBeTruthy();
  });

  it('is in English under /en', async () => {
    const { user } = renderEntry({ locale: 'en', path: '/en' });
    await user.click(await screen.findByRole('button', { name: /^VIP 2, / }));
    const dialog = await screen.findByRole('dialog', { name: 'VIP levels' });
    expect(await within(dialog).findByRole('link', { name: 'See the ranking' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See the ranking' }).getAttribute('href')).toBe(
      '/en/ranking',
    );
  });
});
