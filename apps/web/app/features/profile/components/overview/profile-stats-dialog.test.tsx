import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testPublicProfile, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { ProfileStatsDialog, PublicProfileView } from './profile-stats-dialog';

const everything = testPublicProfile();

describe('profile-stats modal', () => {
  it('asks the server for the player and shows every part it answered', async () => {
    const user = userEvent.setup();
    let opened = true;
    const { platform } = renderApp(
      <ProfileStatsDialog userId={1} open={opened} onOpenChange={(open) => (opened = open)} />,
      { player: testUser(), handlers: { 'POST /profile/show': () => ({ data: everything }) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seu perfil público' });
    expect(await within(dialog).findByText('Ana Souza')).toBeTruthy();
    expect(platform.callsTo('POST /profile/show')[0]?.body).toEqual({ user_id: 1 });
    for (const part of [
      'Estatísticas',
      'Atividade recente',
      'Jogos jogados',
      'Prêmios de batalhas',
    ]) {
      expect(within(dialog).getByRole('heading', { name: part })).toBeTruthy();
    }
    expect(within(dialog).getByText('R$ 1.500,00')).toBeTruthy();
    expect(within(dialog).getByText('Fortune Tiger')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(opened).toBe(false);
  });

  it("previews the player's own profile as others get it, by their privacy settings", async () => {
    const settings = { ...testUser().settings, hide_statistics: true, hide_activity: true };
    renderApp(
      <ProfileStatsDialog
        userId={1}
        ownPrivacy={{ settings, hide_metrics: false }}
        open
        onOpenChange={() => {}}
      />,
      { player: testUser(), handlers: { 'POST /profile/show': () => ({ data: everything }) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seu perfil público' });
    expect(await within(dialog).findByText('Ana Souza')).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Estatísticas' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Atividade recente' })).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Jogos jogados' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Alterar o que aparece' })).toBeTruthy();
  });

  it('leaves out each part the answer does not hold', () => {
    const { name: _name, statistics: _statistics, played_games: _games, ...visible } = everything;
    renderApp(<PublicProfileView profile={visible} />);
    expect(screen.queryByText('Ana Souza')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Estatísticas' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Jogos jogados' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Atividade recente' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prêmios de batalhas' })).toBeTruthy();
    expect(screen.getByText('Nível 2 · VIP 2')).toBeTruthy();
  });

  it('says the profile is hidden when the answer holds nothing but the id', () => {
    renderApp(<PublicProfileView profile={{ id: 1 }} />);
    expect(screen.getByText('Este perfil está oculto para outros jogadores.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
