import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/app-harness';
import { fakeApi, json } from '~/test/fake-api';
import { ana } from '~/test/session-fixtures';
import { useSessionState } from '../session-context';
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
      {period ? ` until ${period.end_at}` : ''}
    </p>
  );
}

function renderLogin(api: ReturnType<typeof fakeApi>, req = requirements) {
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
    { fetch: api.fetch },
  );
  return { onSignedIn };
}

async function fillAndSubmit(phone: string, password: string) {
  if (phone) await userEvent.type(screen.getByLabelText('Celular'), phone);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  it("asks for the phone with the login's own required message", async () => {
    const api = fakeApi({});
    renderLogin(api);
    await fillAndSubmit('', 'Vitrine@2026');
    expect(await screen.findByText('Este é um campo obrigatório.')).toBeTruthy();
    expect(screen.getByLabelText('Celular').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('signs in with the phone in E.164 and keeps the token', async () => {
    const api = fakeApi({ 'POST /t/demo/auth/login': () => json({ data: ana, token: 'tok-1' }) });
    const { onSignedIn } = renderLogin(api);
    await fillAndSubmit('11999990001', 'Vitrine@2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.calls[0]?.body).toMatchObject({
      username: '+5511999990001',
      password: 'Vitrine@2026',
    });
    expect(localStorage.getItem('auth')).toBe('tok-1');
    expect(document.cookie).toContain('auth_client=tok-1');
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
  });

  it('shows the server refusal next to the phone and keeps what was typed', async () => {
    const api = fakeApi({
      'POST /t/demo/auth/login': () =>
        json({ message: 'x', errors: { username: ['Telefone ou senha incorretos.'] } }, 422),
    });
    renderLogin(api);
    await fillAndSubmit('11999990001', 'errada123');
    expect(await screen.findByText('Telefone ou senha incorretos.')).toBeTruthy();
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('errada123');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('keeps a self-excluded player signed out with the period', async () => {
    const api = fakeApi({
      'POST /t/demo/auth/login': () =>
        json(
          {
            message: 'Conta em autoexclusão',
            selfExcluded: true,
            start_at: '2026-11-01T00:00:00Z',
            end_at: '2027-02-01T00:00:00Z',
          },
          403,
        ),
    });
    const { onSignedIn } = renderLogin(api);
    await fillAndSubmit('11999990002', 'Vitrine@2026');
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toBe('guest until 2027-02-01T00:00:00Z'),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('asks for the CPF when the tenant requires it', async () => {
    renderLogin(fakeApi({}), {
      ...requirements,
      login: { requiresCpf: true, requiresEmail: false },
    });
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await fillAndSubmit('11999990001', 'Vitrine@2026');
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
  });
});
