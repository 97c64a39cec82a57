import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeDb } from '~/test/fake-platform/db';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { invalid } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { AccessData } from './access-data';

const unverified = testUser({ email_verified_at: null, phone_verified_at: null });

function renderAccessData(options: { handlers?: FakeHandlers; db?: Partial<FakeDb> } = {}) {
  return renderApp(<AccessData />, { player: unverified, ...options });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** The e-mail or phone block once the profile has loaded (the skeleton has the same title). */
async function loadedSection(name: 'E-mail' | 'Telefone') {
  await waitFor(() => within(section(name)).getByText(/verificado/i));
  return section(name);
}

describe('access data: verifying the e-mail by code', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a code, asks for it, and confirms the e-mail', async () => {
    const user = userEvent.setup();
    const { platform } = renderAccessData();
    const email = await loadedSection('E-mail');
    expect(within(email).getByText('Não verificado')).toBeTruthy();

    await user.click(within(email).getByRole('button', { name: 'Enviar código' }));
    expect(
      await within(email).findByText('Enviamos um código de 6 dígitos para ana@vitrine.test.'),
    ).toBeTruthy();
    const codeField = within(email).getByLabelText('Código de 6 dígitos');
    expect(document.activeElement).toBe(codeField);
    expect(platform.callsTo('POST /auth/verify-email')[0]?.body).toEqual({
      email: 'ana@vitrine.test',
      purpose: 'verify',
    });

    await user.type(codeField, '123456');
    await user.click(within(email).getByRole('button', { name: 'Confirmar código' }));

    expect(await screen.findByText('E-mail verificado com sucesso.')).toBeTruthy();
    expect(platform.callsTo('POST /auth/verify-code')[0]?.body).toEqual({
      channel: 'email',
      to: 'ana@vitrine.test',
      code: '123456',
      purpose: 'verify',
    });
    await waitFor(() => expect(within(section('E-mail')).getByText('Verificado')).toBeTruthy());
    expect(within(section('E-mail')).queryByLabelText('Código de 6 dígitos')).toBeNull();
    expect(document.activeElement).toBe(within(section('E-mail')).getByRole('heading'));
  });

  it('asks for the code first when it is empty, without calling the server', async () => {
    const user = userEvent.setup();
    const { platform } = renderAccessData();
    const email = await loadedSection('E-mail');
    await user.click(within(email).getByRole('button', { name: 'Enviar código' }));
    await user.click(await within(email).findByRole('button', { name: 'Confirmar código' }));

    const codeField = within(email).getByLabelText('Código de 6 dígitos');
    expect(within(email).getByText('Por favor, informe o código primeiro.')).toBeTruthy();
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(codeField);
    expect(platform.callsTo('POST /auth/verify-code')).toHaveLength(0);
  });

  it('keeps the resend button disabled with a countdown for 20 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    renderAccessData();
    const email = await loadedSection('E-mail');
    await user.click(within(email).getByRole('button', { name: 'Enviar código' }));

    const resend = await within(email).findByRole('button', { name: 'Reenviar em 20 s' });
    expect(resend).toHaveProperty('disabled', true);
    vi.advanceTimersByTime(5_000);
    expect(await within(email).findByRole('button', { name: 'Reenviar em 15 s' })).toBeTruthy();
    vi.advanceTimersByTime(15_000);
    const ready = await within(email).findByRole('button', { name: 'Reenviar código' });
    expect(ready).toHaveProperty('disabled', false);
  });
});

describe('access data: verifying the phone by SMS', () => {
  it('says the phone could not be validated and keeps the code typed', async () => {
    const user = userEvent.setup();
    renderAccessData({
      handlers: {
        'POST /auth/verify-code': () =>
          invalid({ code: 'Código inválido ou expirado.' }, 'Código inválido.'),
      },
    });
    const phone = await loadedSection('Telefone');
    await user.click(within(phone).getByRole('button', { name: 'Enviar código' }));
    expect(
      await within(phone).findByText(
        'Enviamos um código de 6 dígitos por SMS para (11) 99999-0001.',
      ),
    ).toBeTruthy();
    const codeField = within(phone).getByLabelText('Código de 6 dígitos');
    await user.type(codeField, '654321');
    await user.click(within(phone).getByRole('button', { name: 'Confirmar código' }));

    expect(await within(phone).findByText('Não foi possível validar o seu telefone')).toBeTruthy();
    expect(within(phone).getByText('Código inválido ou expirado.')).toBeTruthy();
    expect(codeField).toHaveProperty('value', '654321');
    expect(within(phone).getByText('Não verificado')).toBeTruthy();
  });

  it('confirms the phone', async () => {
    const user = userEvent.setup();
    // The code the platform sent by SMS.
    const { platform } = renderAccessData({ db: { verificationCode: '111222' } });
    const phone = await loadedSection('Telefone');
    await user.click(within(phone).getByRole('button', { name: 'Enviar código' }));
    await user.type(await within(phone).findByLabelText('Código de 6 dígitos'), '111222');
    await user.click(within(phone).getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText('Telefone verificado com sucesso.')).toBeTruthy();
    expect(platform.callsTo('POST /auth/verify-code')[0]?.body).toMatchObject({
      channel: 'sms',
      code: '111222',
    });
  });
});

describe('access data: password', () => {
  it('updates the password and clears the form', async () => {
    const user = userEvent.setup();
    const { platform } = renderAccessData();
    const password = screen.getByRole('region', { name: 'Senha' });
    await user.type(within(password).getByLabelText('Senha atual'), 'Vitrine@2026');
    await user.type(within(password).getByLabelText('Nova senha'), 'Outra#senha1');
    await user.type(within(password).getByLabelText('Confirmar nova senha'), 'Outra#senha1');
    await user.click(within(password).getByRole('button', { name: 'Atualizar senha' }));

    expect(await screen.findByText('Senha atualizada com sucesso.')).toBeTruthy();
    expect(platform.callsTo('POST /auth/request-password-change')[0]?.body).toEqual({
      current_password: 'Vitrine@2026',
      password: 'Outra#senha1',
      password_confirmation: 'Outra#senha1',
    });
    expect(within(password).getByLabelText('Senha atual')).toHaveProperty('value', '');
  });

  it('shows a wrong current password next to its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    // The fake platform refuses any current password but the player's own.
    renderAccessData();
    const password = screen.getByRole('region', { name: 'Senha' });
    await user.type(within(password).getByLabelText('Senha atual'), 'errada123');
    await user.type(within(password).getByLabelText('Nova senha'), 'Outra#senha1');
    await user.type(within(password).getByLabelText('Confirmar nova senha'), 'Outra#senha1');
    await user.click(within(password).getByRole('button', { name: 'Atualizar senha' }));

    expect(await within(password).findByText('A senha atual está errada.')).toBeTruthy();
    expect(within(password).getByLabelText('Nova senha')).toHaveProperty('value', 'Outra#senha1');
  });
});
