import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import type { PushEnvironment } from '../model/push-environment';
import {
  PUSH_CLOSED_QUIET_MS,
  PUSH_STORAGE_KEYS,
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  PUSH_WORKER_READY_TIMEOUT_MS,
  type PushPermission,
} from '../model/push-prompt';
import type { PushBrowser } from '../model/push-subscribe';
import PushPrompt from './push-prompt';

const VAPID_KEY = 'B'.repeat(87);
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

const desktop: PushEnvironment = {
  supported: true,
  permission: 'default',
  subscribed: false,
  mobile: false,
  installed: false,
};

function fakeBrowser(
  options: {
    permission?: PushPermission;
    ready?: 'never';
    subscribe?: 'never' | 'throws';
  } = {},
) {
  const subscribe = vi.fn((_options: PushSubscriptionOptionsInit) => {
    if (options.subscribe === 'never') return new Promise<PushSubscription>(() => {});
    if (options.subscribe === 'throws') return Promise.reject(new Error('AbortError'));
    return Promise.resolve({ toJSON: () => SUBSCRIPTION } as unknown as PushSubscription);
  });
  const requestPermission = vi.fn(() => Promise.resolve(options.permission ?? 'granted'));
  const browser: PushBrowser = {
    requestPermission,
    serviceWorkerReady: () =>
      options.ready === 'never'
        ? new Promise(() => {})
        : Promise.resolve({ pushManager: { subscribe } as unknown as PushManager }),
  };
  return { browser, subscribe, requestPermission };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderPrompt(
  browser: PushBrowser,
  environment: PushEnvironment = desktop,
  locale: 'pt-BR' | 'en' = 'pt-BR',
) {
  const view = renderApp(
    <PushPrompt
      vapidPublicKey={VAPID_KEY}
      browser={browser}
      readEnvironment={() => Promise.resolve(environment)}
    />,
    { player: testUser(), locale },
  );
  await advance(0);
  return view;
}

const dialog = () => screen.queryByRole('dialog');

describe('PushPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is offered about 1 s after the check, subscribes, posts the keys and closes 2 s after', async () => {
    const { browser, subscribe, requestPermission } = fakeBrowser();
    const { platform } = await renderPrompt(browser);
    expect(dialog()).toBeNull();
    await advance(1000);
    const modal = await screen.findByRole('dialog', { name: 'Ative as notificações' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Ativar notificações' }));
    await advance(0);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: VAPID_KEY,
    });
    expect(within(modal).getByRole('status').textContent).toBe(
      'Notificações push inscritas com sucesso!',
    );
    const posted = platform.callsTo('POST /subscription');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({
      endpoint: SUBSCRIPTION.endpoint,
      keys: SUBSCRIPTION.keys,
    });
    await advance(1900);
    expect(dialog()).not.toBeNull();
    await advance(200);
    expect(dialog()).toBeNull();
  });

  it('says the permission was refused and stores when', async () => {
    const { browser, subscribe } = fakeBrowser({ permission: 'denied' });
    await renderPrompt(browser);
    await advance(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Não foi possível obter permissão para notificações.',
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(Number(localStorage.getItem(PUSH_STORAGE_KEYS.deniedAt))).toBeGreaterThan(0);
  });

  it('says the browser does not support push', async () => {
    await renderPrompt({ requestPermission: null, serviceWorkerReady: null });
    await advance(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Seu navegador não suporta notificações push.',
    );
  });

  it('fails when the service worker is not ready within 10 s', async () => {
    const { browser } = fakeBrowser({ ready: 'never' });
    const { platform } = await renderPrompt(browser);
    await advance(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await advance(PUSH_WORKER_READY_TIMEOUT_MS - 100);
    expect(screen.getByRole('status').textContent).toBe('');
    await advance(200);
    expect(screen.getByRole('status').textContent).toBe(
      'Erro ao se inscrever para notificações push.',
    );
    expect(platform.callsTo('POST /subscription')).toHaveLength(0);
  });

  it('fails when subscribing takes more than 2 s, or the push service refuses', async () => {
    const { browser } = fakeBrowser({ subscribe: 'never' });
    const { unmount } = await renderPrompt(browser);
    await advance(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await advance(PUSH_SUBSCRIBE_TIMEOUT_MS + 100);
    expect(screen.getByRole('status').textContent).toBe(
      'Erro ao se inscrever para notificações push.',
    );
    unmount();
    await renderPrompt(fakeBrowser({ subscribe: 'throws' }).browser);
    await advance(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Erro ao se inscrever para notificações push.',
    );
  });

  it('is not offered for 24 h after it was closed', async () => {
    const first = await renderPrompt(fakeBrowser().browser);
    await advance(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(dialog()).toBeNull();
    first.unmount();
    const second = await renderPrompt(fakeBrowser().browser);
    await advance(2000);
    expect(dialog()).toBeNull();
    second.unmount();
    localStorage.setItem(
      PUSH_STORAGE_KEYS.closedAt,
      String(Date.now() - PUSH_CLOSED_QUIET_MS - 1000),
    );
    await renderPrompt(fakeBrowser().browser);
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: 'Ative as notificações' })).toBeTruthy();
  });

  it('is offered on mobile only in the installed app, and in English under /en', async () => {
    const { unmount } = await renderPrompt(fakeBrowser().browser, { ...desktop, mobile: true });
    await advance(2000);
    expect(dialog()).toBeNull();
    unmount();
    await renderPrompt(fakeBrowser().browser, { ...desktop, mobile: true, installed: true }, 'en');
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: 'Turn on notifications' })).toBeTruthy();
  });
});
