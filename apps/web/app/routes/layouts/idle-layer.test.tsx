import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JivoWindow } from '~/features/live-support/model/jivo-widget';
import { useSessionActions } from '~/features/session/session-context';
import { ana } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { PlayerLiveSupport } from './idle-layer';

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
