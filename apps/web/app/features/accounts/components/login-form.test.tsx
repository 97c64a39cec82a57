import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakePlatform, type FakePlatform } from '~/test/fake-platform/platform';
import { reply } from '~/test/fake-platform/reply';
import { renderApp } from '~/test/render-app';
import { useSessionState } from '~/core/session/session-context';
import type { AuthRequirements } from '../model/auth-requirements';
import { LoginForm } from './login-form';

const requirements: AuthRequirements = {
  login: { requiresCpf: false, requiresEmail: false },
  register: {
    requiresCpf: false,
    requiresLicence: true,
    verifyByPhone: false,
    alert: null,
    turnstileSiteKey: null,
  },
  googleClientId: null,
};

function Status() {
  const status = useSessionState((state) => state.status);
  const period = useSessionState((state) => state.selfExclusion);
  return (
    <p data-testid="status">
      {status}
      {period ? ` until ${period.end_at ?? 'indefinite'}` : ''}
    </p>
  );
}

function renderLogin(platform: FakePlatform, req = requirements) {
  const onSignedIn = vi.fn();
  renderApp(
    <>
      <LoginForm
        requirements={req}
        onSignedIn={onSignedIn}
        onForgotPassword={() => {}}
        onCreateAccount={() => {}}
      />
      <Status />
    </>,
    { platform },
  );
  return { onSignedIn };
}

async function fillAndSubmit(phone: string, password: string) {
  if (phone) await userEvent.type(screen.getByLabelText('Celular'), phone);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  it('warns of the risks at every sign-in, with a link to the warning signs (Portaria 1.231 art. 4)', async () => {
    renderLogin(createFakePlatform());
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toMatch(/^Apostar envolve risco de perder dinheiro/);
    expect(
      screen.getByRole('link', { name: 'Conheça os sinais de alerta' }).getAttribute('href'),
    ).toBe('/responsible-gambling#sinais');
    // It does not block: the form is there to use at once.
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it("asks for the phone with the login's own required message", async () => {
    const platform = createFakePlatform();
    renderLogin(platform);
    await fillAndSubmit('', 'Vitrine@2026');
    expect(await screen.findByText('Este é um campo obrigatório.')).toBeTruthy();
    expect(screen.getByLabelText('Celular').getAttribute('aria-invalid')).toBe('true');
    expect(platform.calls).toHaveLength(0);
  });

  it('signs in with the phone in E.164 and keeps the token', async () => {
    const platform = createFakePlatform();
    const { onSignedIn } = renderLogin(platform);
    await fillAndSubmit('11999990001', 'Vitrine@2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(platform.callsTo('POST /auth/login')[0]?.body).toMatchObject({
      username: '+5511999990001',
      password: 'Vitrine@2026',
    });
    expect(localStorage.getItem('auth')).toBe('token-of-ana');
    expect(document.cookie).toContain('auth_client=token-of-ana');
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
  });

  it('shows the server refusal next to the phone and keeps what was typed', async () => {
    // The fake platform refuses any password but the player's own.
    renderLogin(createFakePlatform());
    await fillAndSubmit('11999990001', 'errada123');
    expect(await screen.findByText('Telefone ou senha incorretos.')).toBeTruthy();
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('errada123');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('keeps a self-excluded player signed out with the period', async () => {
    const platform = createFakePlatform({
      handlers: {
        'POST /auth/login': () =>
          reply(403, {
            message: 'Conta em autoexclusão',
            selfExcluded: true,
            start_at: '2026-11-01T00:00:00Z',
            end_at: '2027-02-01T00:00:00Z',
          }),
      },
    });
    const { onSignedIn } = renderLogin(platform);
    await fillAndSubmit('11999990002', 'Vitrine@2026');
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe('guest until 2027-02-01T00:00:00Z'),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('keeps an indefinitely self-excluded player signed out', async () => {
    const platform = createFakePlatform({
      handlers: {
        'POST /auth/login': () =>
          reply(403, {
            message: 'Sua conta está em autoexclusão por tempo indeterminado.',
            selfExcluded: true,
            start_at: '2026-11-01T00:00:00Z',
            end_at: null,
          }),
      },
    });
    const { onSignedIn } = renderLogin(platform);
    await fillAndSubmit('11999990002', 'Vitrine@2026');
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe('guest until indefinite'),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the CPF when the tenant requires it', async () => {
    const platform = createFakePlatform();
    renderLogin(platform, {
      ...requirements,
      login: { requiresCpf: true, requiresEmail: false },
    });
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await fillAndSubmit('11999990001', 'Vitrine@2026');
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    expect(platform.calls).toHaveLength(0);
  });
});
