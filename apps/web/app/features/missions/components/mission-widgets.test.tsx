import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mission } from '@vitrine/contract/missions.ts';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '~/lib/idle';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError, reply } from '~/test/fake-platform/reply';
import { makeMission, testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { MISSION_WIDGETS_KEY } from '../model/widget-storage';
import { coversPlay, MissionWidgetsLayer } from './mission-widgets-layer';

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

const completed = (n: number, overrides: Partial<Mission> = {}) =>
  makeMission(n, {
    status: 'completed',
    progress: { current: 5_000, target: 5_000, percentage: 100 },
    completed_at: '2026-03-02T10:00:00Z',
    ...overrides,
  });

function renderWidgets({
  missions,
  signedIn = true,
  handlers,
}: {
  missions: Mission[];
  signedIn?: boolean;
  handlers?: FakeHandlers;
}) {
  const onWallet = vi.fn();
  const view = renderApp(<MissionWidgetsLayer onWallet={onWallet} />, {
    ...(signedIn ? { player: testUser() } : {}),
    db: { missions, wallet: testWallet({ loyalty_balance: 1_000 }) },
    ...(handlers ? { handlers } : {}),
  });
  return { ...view, onWallet };
}

const widget = (name: string) =>
  screen.getByRole('button', { name }).closest<HTMLElement>('[data-mission-widget]')!;
const topOf = (name: string) => widget(name).style.top;
const stored = () => JSON.parse(localStorage.getItem(MISSION_WIDGETS_KEY) ?? '{}') as unknown;

describe('the floating mission widgets', () => {
  afterEach(() => {
    setViewport(1024, 768);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a player’s accepted and completed missions, stacked from 74 px with a 5 px gap', async () => {
    setViewport(1280, 800);
    renderWidgets({
      missions: [
        makeMission(1),
        completed(2),
        makeMission(3, { status: 'available', accepted_at: null }),
        makeMission(4, { status: 'claimed', claimed_at: '2026-03-02T10:00:00Z' }),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Suas missões' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(topOf('Missão 1')).toBe('74px');
    // 74 + 90 (closed, from 640 px wide) + 5.
    expect(topOf('Missão 2')).toBe('169px');
    expect(widget('Missão 1').style.height).toBe('90px');
    expect(within(widget('Missão 1')).getByRole('progressbar', { name: 'Progresso' })).toBeTruthy();
    expect(within(widget('Missão 1')).getByText('R$ 20,00 de R$ 50,00 (40%)')).toBeTruthy();
  });

  it('opens and closes on a tap at 360 px (76 px closed, 144 open), kept in localStorage', async () => {
    setViewport(360, 740);
    renderWidgets({ missions: [makeMission(1), makeMission(2)] });
    const handle = await screen.findByRole('button', { name: 'Missão 1' });
    expect(widget('Missão 1').style.height).toBe('76px');
    expect(topOf('Missão 2')).toBe('155px');
    fireEvent.click(handle);
    expect(handle.getAttribute('aria-expanded')).toBe('true');
    expect(widget('Missão 1').style.height).toBe('144px');
    expect(topOf('Missão 2')).toBe('223px');
    expect(within(widget('Missão 1')).getByText('R$ 5,00 em pontos de fidelidade')).toBeTruthy();
    expect(stored()).toEqual({ '1': { isOpen: true, positionY: null, dismissed: false } });
  });

  it('drags vertically within [74, innerHeight − 178 − height], and a drag is not a tap', async () => {
    setViewport(360, 740);
    renderWidgets({ missions: [makeMission(1)] });
    const handle = await screen.findByRole('button', { name: 'Missão 1' });
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 300 });
    expect(topOf('Missão 1')).toBe('274px');
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 5_000 });
    // 740 − 178 − 76.
    expect(topOf('Missão 1')).toBe('486px');
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 5_000 });
    fireEvent.click(handle);
    expect(handle.getAttribute('aria-expanded')).toBe('false');
    expect(stored()).toEqual({ '1': { isOpen: false, positionY: 486, dismissed: false } });

    fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientY: 500 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientY: -2_000 });
    fireEvent.pointerUp(handle, { pointerId: 2, clientY: -2_000 });
    expect(topOf('Missão 1')).toBe('74px');
    expect(stored()).toEqual({ '1': { isOpen: false, positionY: 74, dismissed: false } });
  });

  it('moves with the arrow keys when focused, within the same bounds', async () => {
    setViewport(1280, 800);
    renderWidgets({ missions: [makeMission(1)] });
    const handle = await screen.findByRole('button', { name: 'Missão 1' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(topOf('Missão 1')).toBe('84px');
    fireEvent.keyDown(handle, { key: 'ArrowDown', shiftKey: true });
    expect(topOf('Missão 1')).toBe('134px');
    fireEvent.keyDown(handle, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowUp', shiftKey: true });
    expect(topOf('Missão 1')).toBe('74px');
  });

  it('puts each widget back where the player left it, clamped to a smaller window', async () => {
    localStorage.setItem(
      MISSION_WIDGETS_KEY,
      JSON.stringify({ '1': { isOpen: true, positionY: 900, dismissed: false } }),
    );
    setViewport(360, 640);
    renderWidgets({ missions: [makeMission(1)] });
    await screen.findByRole('button', { name: 'Missão 1' });
    // 640 − 178 − 144.
    expect(topOf('Missão 1')).toBe('318px');
    expect(screen.getByRole('button', { name: 'Missão 1' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('claims a completed mission: §8’s message, the wallet from the answer, then "Resgatada"', async () => {
    const success = vi.spyOn(toast, 'success');
    const { onWallet, platform } = renderWidgets({ missions: [completed(2)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Missão 2' }));
    fireEvent.click(within(widget('Missão 2')).getByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Recompensa resgatada!'));
    expect(onWallet).toHaveBeenCalledWith(expect.objectContaining({ loyalty_balance: 1_500 }));
    expect(
      platform.callsTo('POST /missions/:id/claim')[0]?.headers.get('Idempotency-Key'),
    ).toBeTruthy();
    expect(within(widget('Missão 2')).getByText('Resgatada')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dispensar a missão Missão 2' }));
    expect(screen.queryByRole('button', { name: 'Missão 2' })).toBeNull();
    expect(stored()).toEqual({ '2': { isOpen: true, positionY: null, dismissed: true } });
  });

  it.each([
    [
      'the server’s message',
      laravelError(422, 'Missão ainda não concluída.'),
      'Missão ainda não concluída.',
    ],
    [
      'unknown, when it gives none',
      reply(400, ''),
      'Erro desconhecido ao reivindicar a recompensa',
    ],
    [
      'a failure, for an answer other than 200',
      reply(202, ''),
      'Falha ao reivindicar a recompensa',
    ],
  ])('says why a claim failed (§8): %s', async (_, answer, message) => {
    const error = vi.spyOn(toast, 'error');
    renderWidgets({
      missions: [completed(2)],
      handlers: { 'POST /missions/:id/claim': () => answer },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Missão 2' }));
    fireEvent.click(within(widget('Missão 2')).getByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(error).toHaveBeenCalledTimes(1);
    expect(within(widget('Missão 2')).getByRole('button', { name: 'Resgatar' })).toBeTruthy();
  });

  it('shows a guest the guest-visible missions; "Aceitar" sends them to register', async () => {
    const { authModal, platform } = renderWidgets({
      missions: [makeMission(5, { status: 'available', accepted_at: null })],
      signedIn: false,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Missão 5' }));
    fireEvent.click(within(widget('Missão 5')).getByRole('button', { name: 'Aceitar' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'register' });
    expect(platform.callsTo('POST /missions/:id/accept')).toHaveLength(0);
  });

  it('loads nothing without a mission to show', async () => {
    const { platform } = renderWidgets({ missions: [] });
    await waitFor(() => expect(platform.callsTo('GET /missions')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suas missões' })).toBeNull();
  });

  it('shows a mission given live (MissionAssigned on the player’s channel)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onWallet = vi.fn();
    const view = renderApp(<MissionWidgetsLayer onWallet={onWallet} />, {
      player: testUser(),
      live: true,
    });
    await waitFor(() => expect(view.platform.callsTo('GET /missions')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
    const connection = await view.realtime.connected();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    const mission = makeMission(7, { name: 'Gire 50 vezes' });
    await act(() =>
      connection.emit('private-universal.1', 'MissionAssigned', {
        id: 7,
        name: mission.name,
        description: null,
        mission,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Gire 50 vezes' })).toBeTruthy();
  });
});

describe('coversPlay', () => {
  it('keeps the widgets off the game, play and sportsbook pages, in both languages', () => {
    expect(coversPlay(['root', 'layout-default', 'casino-game'])).toBe(true);
    expect(coversPlay(['root', 'en-layout-default', 'en-casino-play'])).toBe(true);
    expect(coversPlay(['root', 'layout-default', 'sportsbook'])).toBe(true);
    expect(coversPlay(['root', 'layout-default', 'sports'])).toBe(true);
    expect(coversPlay(['root', 'layout-default', 'casino-games'])).toBe(false);
    expect(coversPlay(['root', 'layout-default', 'home'])).toBe(false);
    expect(coversPlay(['root', 'layout-default', 'user', 'user-history-sports'])).toBe(false);
  });
});
