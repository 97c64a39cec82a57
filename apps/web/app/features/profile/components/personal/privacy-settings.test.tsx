import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer } from '~/test/fake-platform/platform';
import { heldAnswer, laravelError } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { PersonalData } from './personal-data';

/** The answer to a switch, held back to look at the switch in between. */
const heldSettingsAnswer = () => heldAnswer<FakeAnswer<'POST /profile/update-settings'>>();

/** A switch of the privacy block, once the profile has loaded (the skeleton has the same title). */
function privacySwitch(name: string) {
  return waitFor(() =>
    within(screen.getByRole('region', { name: 'Privacidade' })).getByRole('switch', { name }),
  );
}

describe('privacy settings', () => {
  it('flips a switch at once and keeps it when the server agrees', async () => {
    const user = userEvent.setup();
    const held = heldSettingsAnswer();
    const { platform } = renderApp(<PersonalData />, {
      player: testUser(),
      handlers: { 'POST /profile/update-settings': () => held.answer },
    });
    const hideName = await privacySwitch('Ocultar meu nome');
    expect(hideName.getAttribute('aria-checked')).toBe('false');

    await user.click(hideName);
    expect(hideName.getAttribute('aria-checked')).toBe('true');
    expect(platform.callsTo('POST /profile/update-settings')[0]?.body).toEqual({
      hide_username: true,
    });

    const { player } = platform.db;
    platform.db.player = { ...player, settings: { ...player.settings, hide_username: true } };
    held.release({ data: platform.db.player });
    await waitFor(() => expect(platform.callsTo('GET /profile')).toHaveLength(2));
    expect((await privacySwitch('Ocultar meu nome')).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText(/Não foi possível salvar/)).toBeNull();
  });

  it('puts the switch back and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const held = heldSettingsAnswer();
    renderApp(<PersonalData />, {
      player: testUser(),
      handlers: { 'POST /profile/update-settings': () => held.answer },
    });
    const promotions = await privacySwitch('Receber promoções por e-mail');
    expect(promotions.getAttribute('aria-checked')).toBe('true');

    await user.click(promotions);
    expect(promotions.getAttribute('aria-checked')).toBe('false');

    held.release(laravelError(422, 'Não foi possível.'));
    expect(
      await screen.findByText(
        'Não foi possível salvar “Receber promoções por e-mail”. A opção voltou ao que era.',
      ),
    ).toBeTruthy();
    expect((await privacySwitch('Receber promoções por e-mail')).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('rolls back only the refused switch when several are in flight', async () => {
    const user = userEvent.setup();
    const first = heldSettingsAnswer();
    const second = heldSettingsAnswer();
    const answers = [first.answer, second.answer];
    renderApp(<PersonalData />, {
      player: testUser(),
      handlers: { 'POST /profile/update-settings': () => answers.shift() ?? first.answer },
    });
    await user.click(await privacySwitch('Ocultar minha atividade'));
    await user.click(await privacySwitch('Ocultar jogos jogados'));

    first.release(laravelError(422, 'Não.'));
    await screen.findByText(/Não foi possível salvar “Ocultar minha atividade”/);
    expect((await privacySwitch('Ocultar minha atividade')).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect((await privacySwitch('Ocultar jogos jogados')).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('hides level and statistics through its own call, optimistically too', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp(<PersonalData />, {
      player: testUser(),
      handlers: { 'POST /profile/toggle-hide-metrics': () => laravelError(403, 'Não.') },
    });
    const hideMetrics = await privacySwitch('Ocultar meu nível e estatísticas');
    await user.click(hideMetrics);
    expect(platform.callsTo('POST /profile/toggle-hide-metrics')[0]?.body).toEqual({
      hide_metrics: true,
    });
    await screen.findByText(/Não foi possível salvar “Ocultar meu nível e estatísticas”/);
    expect(
      (await privacySwitch('Ocultar meu nível e estatísticas')).getAttribute('aria-checked'),
    ).toBe('false');
  });
});
