import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JivoWindow } from '~/features/live-support/model/jivo-widget';
import { useSessionActions } from '~/core/session/session-context';
import { IDLE_FALLBACK_MS } from '~/lib/idle';
import { ana, makeNotification } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { PlayerLiveSupport, PlayerNotifications } from './idle-layer';

declare global {
  interface Window {
    happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  }
}

const SCRIPT = 'http://localhost:8787/t/casa/live-support/demo/widget/casa-chat';
const INTEGRATIONS = {
  googleScriptUrl: '/vendor/google-gsi-standin.js',
  turnstileScriptUrl: '/vendor/turnstile-standin.js',
  liveSupportScriptUrl: SCRIPT,
};
const jivo: Window & JivoWindow = window;
const widgetScripts = () => document.querySelectorAll(`script[src="${SCRIPT}"]`);

/** Ana signs in and out, as the login form and the menu do. */
function SessionButtons() {
  const { completeSignIn, forgetSession } = useSessionActions();
  return (
    <>
      <button type="button" onClick={() => completeSignIn({ token: 'token-of-ana', user: ana })}>
        entrar
      </button>
      <button type="button" onClick={forgetSession}>
        sair
      </button>
    </>
  );
}

const idle = new Set<IdleRequestCallback>();
const runIdle = () =>
  act(() => {
    const callbacks = [...idle];
    idle.clear();
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
  });

beforeEach(() => {
  // happy-dom fetches no script: it reports each one loaded.
  if (window.happyDOM) window.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    idle.add(callback);
    return idle.size;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  idle.clear();
});

describe('PlayerLiveSupport', () => {
  it('loads no widget for a guest', () => {
    renderApp(<PlayerLiveSupport />, { integrations: INTEGRATIONS });
    runIdle();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('loads the widget once the page is idle after sign-in, told who the player is, and removes it on sign-out', () => {
    renderApp(
      <>
        <PlayerLiveSupport />
        <SessionButtons />
      </>,
      { integrations: INTEGRATIONS },
    );
    fireEvent.click(screen.getByRole('button', { name: 'entrar' }));
    expect(widgetScripts()).toHaveLength(0);
    runIdle();
    expect(widgetScripts()).toHaveLength(1);

    const setContactInfo = vi.fn();
    const setUserToken = vi.fn();
    jivo.jivo_api = { setContactInfo, setUserToken };
    act(() => jivo.jivo_onLoadCallback?.());
    expect(setContactInfo).toHaveBeenCalledWith(
      expect.objectContaining({ name: ana.name, email: ana.email }),
    );
    expect(setUserToken).toHaveBeenCalledWith(String(ana.id));

    fireEvent.click(screen.getByRole('button', { name: 'sair' }));
    expect(widgetScripts()).toHaveLength(0);
    expect(jivo.jivo_api).toBeUndefined();
  });

  it('loads no widget for a tenant without a jivoChat id', () => {
    renderApp(
      <>
        <PlayerLiveSupport />
        <SessionButtons />
      </>,
      { integrations: { ...INTEGRATIONS, liveSupportScriptUrl: null } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'entrar' }));
    runIdle();
    expect(document.querySelectorAll('script[src*="live-support"]')).toHaveLength(0);
  });
});

describe('PlayerNotifications', () => {
  const platformNotification = makeNotification(4, {
    type: 'platform',
    name: 'Para todos',
    message: 'Rodadas grátis hoje.',
  });

  // The realtime connection's own idle wait, on the fallback timer.
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const connectedLive = async (realtime: ReturnType<typeof renderApp>['realtime']) => {
    await act(() => vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
    return realtime.connected();
  };

  it('shows a guest the global notifications of the public channel, in the modal and a toast', async () => {
    const { realtime } = renderApp(<PlayerNotifications />, { live: true });
    const connection = await connectedLive(realtime);
    act(() => connection.emit('universal-public.test', 'NotificationSent', platformNotification));
    const dialog = await screen.findByRole('dialog', { name: 'Para todos' });
    expect(within(dialog).getByText('Rodadas grátis hoje.')).toBeTruthy();
    // The toast queue's next check, a second later.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const toasts = screen.getByRole('region', { name: /Avisos/, hidden: true });
    await waitFor(() =>
      expect(within(toasts).getByText('Para todos', { selector: '[data-title]' })).toBeTruthy(),
    );
    // No push modal for a guest: §6, push prompts need a logged-in user.
    expect(screen.queryByRole('dialog', { name: /notificações/i })).toBeNull();
  });

  it('leaves nothing of a queue behind when the session changes', async () => {
    const { realtime } = renderApp(
      <>
        <PlayerNotifications />
        <SessionButtons />
      </>,
      { live: true },
    );
    const connection = await connectedLive(realtime);
    act(() => connection.emit('universal-public.test', 'NotificationSent', platformNotification));
    await screen.findByRole('dialog', { name: 'Para todos' });
    fireEvent.click(screen.getByText('entrar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
