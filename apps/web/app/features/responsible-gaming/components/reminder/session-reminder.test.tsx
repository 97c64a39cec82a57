import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import SessionReminder from './session-reminder';

const ana = testUser();
const MINUTE_MS = 60_000;

function renderReminder(options: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(<SessionReminder />, { player: ana, path: '/casino', ...options });
}

async function pass(minutes: number) {
  await act(() => vi.advanceTimersByTimeAsync(minutes * MINUTE_MS));
}

describe('SessionReminder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing while the reminder is off (the default)', async () => {
    const { platform } = renderReminder();
    await pass(180);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(platform.callsTo('GET /responsible-gaming/session')).toHaveLength(0);
  });

  it('every N minutes shows the time in this session and its net result, until "Continuar"', async () => {
    localStorage.setItem(`rg_reminder_minutes:${ana.id}`, '15');
    renderReminder({
      db: {
        sessionSummary: { started_at: '2026-03-01T11:00:00Z', minutes: 75, net_result: -2_500 },
      },
    });
    await pass(14);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Lembrete de sessão' });
    expect(await within(dialog).findByText('Você está jogando há 1 h 15 min.')).toBeTruthy();
    expect(within(dialog).getByText('Resultado da sessão: -R$ 25,00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await pass(15);
    expect(await screen.findByRole('alertdialog', { name: 'Lembrete de sessão' })).toBeTruthy();
  });

  it('signs the player out with "Sair"', async () => {
    localStorage.setItem(`rg_reminder_minutes:${ana.id}`, '30');
    const { session, platform } = renderReminder();
    await pass(30);
    const dialog = await screen.findByRole('alertdialog', { name: 'Lembrete de sessão' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(session().getState().status).toBe('guest'));
    expect(platform.callsTo('GET /auth/logout')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says when the summary could not be loaded, and still lets the player go on', async () => {
    localStorage.setItem(`rg_reminder_minutes:${ana.id}`, '15');
    renderReminder({ handlers: { 'GET /responsible-gaming/session': () => serverError() } });
    await pass(15);
    const dialog = await screen.findByRole('alertdialog', { name: 'Lembrete de sessão' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível carregar o resumo da sessão.',
    );
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    localStorage.setItem(`rg_reminder_minutes:${ana.id}`, '15');
    renderReminder({ locale: 'en', path: '/en/casino' });
    await pass(15);
    const dialog = await screen.findByRole('alertdialog', { name: 'Session reminder' });
    expect(await within(dialog).findByText('Session result: -R$25.00')).toBeTruthy();
  });
});
