import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, renderWithApi } from '~/test/render-with-api';
import { testProfileResponse, testUser } from '~/test/users';
import { PersonalData } from './personal-data';

/** A server answer held back until the test lets it go, to look at the switch in between. */
function heldAnswer() {
  let release: (answer: FakeResponse) => void = () => {};
  const answer = new Promise<FakeResponse>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/** A switch of the privacy block, once the profile has loaded (the skeleton has the same title). */
function privacySwitch(name: string) {
  return waitFor(() =>
    within(screen.getByRole('region', { name: 'Privacidade' })).getByRole('switch', { name }),
  );
}

describe('privacy settings', () => {
  it('flips a switch at once and keeps it when the server agrees', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    let stored = testUser();
    const { api } = renderWithApi(<PersonalData />, {
      handlers: {
        'GET /profile': () => ({ body: testProfileResponse(stored) }),
        'POST /profile/update-settings': () => held.answer,
      },
    });
    const hideName = await privacySwitch('Ocultar meu nome');
    expect(hideName.getAttribute('aria-checked')).toBe('false');

    await user.click(hideName);
    expect(hideName.getAttribute('aria-checked')).toBe('true');
    expect(api.calls.find((call) => call.path === '/profile/update-settings')?.body).toEqual({
      hide_username: true,
    });

    stored = testUser({ settings: { ...stored.settings, hide_username: true } });
    held.release({ body: { data: stored } });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/profile')).toHaveLength(2),
    );
    expect((await privacySwitch('Ocultar meu nome')).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText(/Não foi possível salvar/)).toBeNull();
  });

  it('puts the switch back and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    renderWithApi(<PersonalData />, {
      handlers: {
        'GET /profile': () => ({ body: testProfileResponse() }),
        'POST /profile/update-settings': () => held.answer,
      },
    });
    const promotions = await privacySwitch('Receber promoções por e-mail');
    expect(promotions.getAttribute('aria-checked')).toBe('true');

    await user.click(promotions);
    expect(promotions.getAttribute('aria-checked')).toBe('false');

    held.release({ status: 422, body: { message: 'Não foi possível.' } });
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
    const first = heldAnswer();
    const second = heldAnswer();
    const answers = [first.answer, second.answer];
    renderWithApi(<PersonalData />, {
      handlers: {
        'GET /profile': () => ({ body: testProfileResponse() }),
        'POST /profile/update-settings': () => answers.shift() ?? first.answer,
      },
    });
    await user.click(await privacySwitch('Ocultar minha atividade'));
    await user.click(await privacySwitch('Ocultar jogos jogados'));

    first.release({ status: 422, body: { message: 'Não.' } });
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
    const { api } = renderWithApi(<PersonalData />, {
      handlers: {
        'GET /profile': () => ({ body: testProfileResponse() }),
        'POST /profile/toggle-hide-metrics': () => ({ status: 403, body: { message: 'Não.' } }),
      },
    });
    const hideMetrics = await privacySwitch('Ocultar meu nível e estatísticas');
    await user.click(hideMetrics);
    expect(api.calls.find((call) => call.path === '/profile/toggle-hide-metrics')?.body).toEqual({
      hide_metrics: true,
    });
    await screen.findByText(/Não foi possível salvar “Ocultar meu nível e estatísticas”/);
    expect(
      (await privacySwitch('Ocultar meu nível e estatísticas')).getAttribute('aria-checked'),
    ).toBe('false');
  });
});
