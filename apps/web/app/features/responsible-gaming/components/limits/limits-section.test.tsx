import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LimitStatus } from '@vitrine/contract/responsible-gaming.ts';
import { describe, expect, it } from 'vitest';
import { laravelError, reply, serverError } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { LimitsSection } from './limits-section';

function dailyDeposit(overrides: Partial<LimitStatus> = {}): LimitStatus {
  return {
    kind: 'deposit',
    period: 'day',
    amount: 10_000,
    used: 2_500,
    left: 7_500,
    resets_at: '2026-03-02T03:00:00Z',
    pending: null,
    ...overrides,
  };
}

function renderLimits(options: Parameters<typeof renderApp>[1] = {}) {
  const intl = options.locale === 'en' ? 'en-US' : 'pt-BR';
  const view = renderApp(<LimitsSection enabled intl={intl} />, {
    player: testUser(),
    path: options.locale === 'en' ? '/en/responsible-gambling' : '/responsible-gambling',
    ...options,
  });
  return { ...view, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('LimitsSection', () => {
  it('holds its place while loading, then shows a card per kind and period', async () => {
    renderLimits();
    expect(screen.getByText('Carregando seus limites…')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Limite diário de depósito' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(within(card('Limite mensal de tempo')).getByText('Sem limite')).toBeTruthy();
    expect(
      within(card('Limite semanal de perda')).getByRole('button', { name: 'Definir' }),
    ).toBeTruthy();
  });

  it('shows a limit with its use, what is left and when it resets in São Paulo time', async () => {
    renderLimits({ db: { limits: { limits: [dailyDeposit()], cooling_off_minutes: 1_440 } } });
    const deposit = await screen.findByRole('listitem', { name: 'Limite diário de depósito' });
    expect(within(deposit).getByText('R$ 100,00')).toBeTruthy();
    const bar = within(deposit).getByRole('progressbar', { name: 'Limite diário de depósito' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(deposit).getByText('Usado: R$ 25,00 de R$ 100,00')).toBeTruthy();
    expect(within(deposit).getByText('Restam R$ 75,00')).toBeTruthy();
    // 03:00 UTC is midnight in São Paulo.
    expect(
      within(deposit).getByText('Renova em 02/03/2026, 00:00 (horário de Brasília)'),
    ).toBeTruthy();
    expect(screen.getByText(/Aumentar ou remover um limite só vale depois de 24 h/)).toBeTruthy();
  });

  it('says when a waiting change applies', async () => {
    renderLimits({
      db: {
        limits: {
          limits: [
            dailyDeposit({ pending: { amount: 20_000, effective_at: '2026-03-02T12:00:00Z' } }),
          ],
          cooling_off_minutes: 1_440,
        },
      },
    });
    expect(
      await screen.findByText(
        'Mudança para R$ 200,00 vale a partir de 02/03/2026, 09:00 (horário de Brasília).',
      ),
    ).toBeTruthy();
  });

  it('sets a R$ 100 daily deposit limit that applies now', async () => {
    const { user, platform } = renderLimits();
    const deposit = await screen.findByRole('listitem', { name: 'Limite diário de depósito' });
    await user.click(within(deposit).getByRole('button', { name: 'Definir' }));
    const field = within(deposit).getByRole('textbox', { name: 'Novo limite (R$)' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, '100');
    await user.click(within(deposit).getByRole('button', { name: 'Salvar limite' }));
    expect(await within(deposit).findByText('Pronto: o novo limite já vale.')).toBeTruthy();
    const [call] = platform.callsTo('POST /responsible-gaming/limits');
    expect(call?.body).toEqual({ kind: 'deposit', period: 'day', amount: 10_000 });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await within(deposit).findByText('R$ 100,00')).toBeTruthy();
    expect(document.activeElement).toBe(within(deposit).getByRole('button', { name: 'Alterar' }));
  });

  it('says exactly when a raise applies, after the cooling-off', async () => {
    const { user } = renderLimits({
      db: { limits: { limits: [dailyDeposit()], cooling_off_minutes: 1_440 } },
    });
    const deposit = await screen.findByRole('listitem', { name: 'Limite diário de depósito' });
    await user.click(within(deposit).getByRole('button', { name: 'Alterar' }));
    await user.type(within(deposit).getByRole('textbox', { name: 'Novo limite (R$)' }), '200');
    await user.click(within(deposit).getByRole('button', { name: 'Salvar limite' }));
    expect(
      await within(deposit).findByText(
        'O novo limite vale a partir de 02/03/2026, 09:00 (horário de Brasília).',
      ),
    ).toBeTruthy();
    expect(
      await within(deposit).findByText(
        'Mudança para R$ 200,00 vale a partir de 02/03/2026, 09:00 (horário de Brasília).',
      ),
    ).toBeTruthy();
    // Still the old limit until then.
    expect(within(deposit).getByText('R$ 100,00')).toBeTruthy();
  });

  it('removes a limit', async () => {
    const { user, platform } = renderLimits({
      db: { limits: { limits: [dailyDeposit()], cooling_off_minutes: 1_440 } },
    });
    const deposit = await screen.findByRole('listitem', { name: 'Limite diário de depósito' });
    await user.click(within(deposit).getByRole('button', { name: 'Alterar' }));
    await user.click(within(deposit).getByRole('button', { name: 'Remover limite' }));
    expect(
      await within(deposit).findByText(
        'A remoção deste limite vale a partir de 02/03/2026, 09:00 (horário de Brasília).',
      ),
    ).toBeTruthy();
    expect(platform.callsTo('POST /responsible-gaming/limits')[0]?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: null,
    });
  });

  it('refuses an amount that is not money, without calling the platform', async () => {
    const { user, platform } = renderLimits();
    const loss = await screen.findByRole('listitem', { name: 'Limite semanal de perda' });
    await user.click(within(loss).getByRole('button', { name: 'Definir' }));
    const field = within(loss).getByRole('textbox', { name: 'Novo limite (R$)' });
    await user.type(field, 'cem');
    await user.click(within(loss).getByRole('button', { name: 'Salvar limite' }));
    expect(
      await within(loss).findByText('Informe um valor em reais, como 100 ou 100,50.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(platform.callsTo('POST /responsible-gaming/limits')).toHaveLength(0);
  });

  it('shows the platform’s refusal and keeps the typed amount', async () => {
    const { user } = renderLimits({
      handlers: {
        'POST /responsible-gaming/limits': () =>
          laravelError(403, 'Você está em pausa até 08/03/2026.'),
      },
    });
    const bet = await screen.findByRole('listitem', { name: 'Limite mensal de apostas' });
    await user.click(within(bet).getByRole('button', { name: 'Definir' }));
    const field = within(bet).getByRole('textbox', { name: 'Novo limite (R$)' });
    await user.type(field, '1.500,50');
    await user.click(within(bet).getByRole('button', { name: 'Salvar limite' }));
    expect((await within(bet).findByRole('alert')).textContent).toBe(
      'Você está em pausa até 08/03/2026.',
    );
    expect((field as HTMLInputElement).value).toBe('1.500,50');
  });

  it('says in Portuguese when the server failed, and keeps the typed amount', async () => {
    const { user } = renderLimits({
      handlers: { 'POST /responsible-gaming/limits': () => serverError() },
    });
    const bet = await screen.findByRole('listitem', { name: 'Limite diário de apostas' });
    await user.click(within(bet).getByRole('button', { name: 'Definir' }));
    const field = within(bet).getByRole('textbox', { name: 'Novo limite (R$)' });
    await user.type(field, '50');
    await user.click(within(bet).getByRole('button', { name: 'Salvar limite' }));
    expect((await within(bet).findByRole('alert')).textContent).toBe(
      'Não foi possível salvar o limite. Tente novamente.',
    );
    expect((field as HTMLInputElement).value).toBe('50');
  });

  it('shows a time limit in hours and sets one in minutes', async () => {
    const { user, platform } = renderLimits({
      handlers: {
        'GET /responsible-gaming/limits': () =>
          reply(200, {
            limits: [
              {
                kind: 'time',
                period: 'day',
                amount: 120,
                used: 45,
                left: 75,
                resets_at: '2026-03-02T03:00:00Z',
                pending: null,
              },
            ],
            cooling_off_minutes: 1_440,
          }),
      },
    });
    const time = await screen.findByRole('listitem', { name: 'Limite diário de tempo' });
    expect(within(time).getByText('2 h')).toBeTruthy();
    expect(within(time).getByText('Restam 1 h 15 min')).toBeTruthy();
    await user.click(within(time).getByRole('button', { name: 'Alterar' }));
    await user.type(within(time).getByRole('textbox', { name: 'Novo limite (minutos)' }), '90');
    await user.click(within(time).getByRole('button', { name: 'Salvar limite' }));
    await waitFor(() =>
      expect(platform.callsTo('POST /responsible-gaming/limits')[0]?.body).toEqual({
        kind: 'time',
        period: 'day',
        amount: 90,
      }),
    );
  });

  it('says when the limits could not be loaded, and tries again', async () => {
    const { user, platform } = renderLimits({
      handlers: { 'GET /responsible-gaming/limits': () => serverError() },
    });
    expect(await screen.findByText('Não foi possível carregar seus limites.')).toBeTruthy();
    platform.on('GET /responsible-gaming/limits', (_, db) => db.limits);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('listitem', { name: 'Limite diário de depósito' })).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    renderLimits({
      locale: 'en',
      db: { limits: { limits: [dailyDeposit()], cooling_off_minutes: 1_440 } },
    });
    const deposit = await screen.findByRole('listitem', { name: 'Daily deposit limit' });
    expect(within(deposit).getByText('R$75.00 left')).toBeTruthy();
    expect(within(deposit).getByRole('button', { name: 'Change' })).toBeTruthy();
  });
});
