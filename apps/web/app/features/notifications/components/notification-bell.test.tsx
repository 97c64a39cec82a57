import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@vitrine/contract/notifications.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '~/lib/idle';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { laravelError, serverError } from '~/test/fake-platform/reply';
import { makeNotification, testUser, XSS_CORPUS } from '~/test/fixtures';
import type * as PagesNotBuilt from '~/core/pages-not-built';
import { renderApp } from '~/test/render-app';
import { NotificationBell } from './notification-bell';

// These tests show a notification's box link as it is once the boxes page exists (issue 36);
// until then `userBoxHref` gives none (notification-item.test.ts).
vi.mock('~/core/pages-not-built', async (original) => ({
  ...(await original<typeof PagesNotBuilt>()),
  pageIsBuilt: () => true,
}));

const PLAYER_CHANNEL = 'private-universal.1';
const PUBLIC_CHANNEL = 'universal-public.test';

const personal = (n: number, overrides: Partial<Notification> = {}) =>
  makeNotification(n, overrides);
const global = (n: number, overrides: Partial<Notification> = {}) =>
  makeNotification(n, { type: 'platform', name: `Geral ${n}`, ...overrides });

async function renderBell(
  notifications: Notification[],
  options: { live?: boolean; onOpenChat?: () => void; locale?: 'pt-BR' | 'en' } = {},
) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const locale = options.locale ?? 'pt-BR';
  const view = renderApp(
    <NotificationBell enabled locale={locale} onOpenChat={options.onOpenChat} />,
    { player: testUser(), db: { notifications }, live: options.live, locale },
  );
  // The counters are fetched once the page is idle after its first paint.
  await act(() => vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
  return view;
}

// While the panel is open the page behind it, the bell too, is hidden from assistive technology.
const bell = (name: string | RegExp = /^Notificações/) =>
  screen.findByRole('button', { name, hidden: true });

async function openPanel() {
  fireEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Notificações' });
}

/** The items of the open tab, by their titles. */
const titles = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('bdi')?.textContent);

describe('NotificationBell', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the unread counters of both kinds summed, in its name and on its badge', async () => {
    await renderBell([personal(1), personal(2), personal(3, { read: true }), global(4)]);
    const button = await bell('Notificações, 3 não lidas');
    expect(button.textContent).toContain('3');
  });

  it('is just “Notificações” with nothing unread, and names the count in English', async () => {
    const { unmount } = await renderBell([personal(1, { read: true })]);
    expect(await bell('Notificações')).toBeTruthy();
    unmount();
    vi.useRealTimers();
    await renderBell([personal(1)], { locale: 'en' });
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('opens the personal tab first, paged by 10 until last_page, then the global tab', async () => {
    const { platform } = await renderBell([
      ...Array.from({ length: 23 }, (_, index) => personal(index + 1)),
      global(30),
      global(31),
    ]);
    const panel = await openPanel();
    expect(
      within(panel)
        .getByRole('tab', { name: /Pessoais/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await waitFor(() => expect(titles(panel)).toHaveLength(10));
    expect(titles(panel)[0]).toBe('Aviso 1');

    fireEvent.click(within(panel).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(titles(panel)).toHaveLength(20));
    fireEvent.click(within(panel).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(titles(panel)).toHaveLength(23));
    expect(within(panel).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(within(panel).getByText('Isso é tudo por enquanto.')).toBeTruthy();
    const pages = platform.callsTo('GET /notifications').map((call) => call.query.get('page'));
    expect(pages).toEqual(['1', '1', '2', '3']);
    expect(platform.callsTo('GET /notifications')[1]?.query.get('per_page')).toBe('10');

    // The arrow keys move between the tabs (WAI-ARIA tabs).
    fireEvent.keyDown(within(panel).getByRole('tab', { name: /Pessoais/ }), { key: 'ArrowLeft' });
    const globalTab = within(panel).getByRole('tab', { name: /Gerais/ });
    expect(globalTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(globalTab);
    await waitFor(() => expect(titles(panel)).toEqual(['Geral 30', 'Geral 31']));
  });

  it('reads a notification when it is opened: its counter goes down, its text unfolds', async () => {
    const { platform } = await renderBell([personal(1), personal(2), global(3)]);
    const panel = await openPanel();
    const item = await within(panel).findByRole('button', { name: /Aviso 1/ });
    expect(within(item).queryByText('Não lida')).toBeTruthy();
    fireEvent.click(item);
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(await bell('Notificações, 2 não lidas')).toBeTruthy();
    expect(platform.callsTo('POST /notifications/:id/read')[0]?.params.id).toBe('1');
    await waitFor(() => expect(within(item).queryByText('Não lida')).toBeNull());

    // Opening it again reads nothing more.
    fireEvent.click(item);
    fireEvent.click(item);
    expect(platform.callsTo('POST /notifications/:id/read')).toHaveLength(1);
  });

  it('marks every notification of a tab read: that counter is zeroed, the other kept', async () => {
    const { platform } = await renderBell([personal(1), personal(2), global(3)]);
    const panel = await openPanel();
    await within(panel).findByRole('button', { name: /Aviso 1/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await bell('Notificações, 1 não lida')).toBeTruthy();
    expect(platform.callsTo('POST /notifications/:type/mark-all-read')[0]?.params.type).toBe(
      'user_notifications',
    );
    await waitFor(() =>
      expect(within(panel).queryAllByText('Não lida', { exact: true })).toHaveLength(0),
    );
    expect(
      within(panel).getByRole<HTMLButtonElement>('button', { name: 'Marcar todas como lidas' })
        .disabled,
    ).toBe(true);
  });

  it('raises the count on a live NotificationSent and puts it on top of its open tab', async () => {
    const { realtime, platform } = await renderBell([personal(1)], { live: true });
    const connection = await realtime.connected();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    const panel = await openPanel();
    await within(panel).findByRole('button', { name: /Aviso 1/ });

    act(() => connection.emit(PLAYER_CHANNEL, 'NotificationSent', personal(9, { name: 'Nova' })));
    expect(await bell('Notificações, 2 não lidas')).toBeTruthy();
    expect(titles(panel)).toEqual(['Nova', 'Aviso 1']);
    // The same event again is the same notification.
    act(() => connection.emit(PLAYER_CHANNEL, 'NotificationSent', personal(9, { name: 'Nova' })));
    act(() => connection.emit(PUBLIC_CHANNEL, 'NotificationSent', global(10)));
    expect(await bell('Notificações, 3 não lidas')).toBeTruthy();
    expect(titles(panel)).toEqual(['Nova', 'Aviso 1']);
    expect(platform.callsTo('GET /notifications')).toHaveLength(2);
  });

  it('shows the empty state, and a failed list with a retry', async () => {
    const { platform } = await renderBell([global(1)]);
    platform.on('GET /notifications', () => serverError());
    const panel = await openPanel();
    const retry = await within(panel).findByRole('button', { name: 'Tentar novamente' });
    expect(within(panel).getByRole('alert').textContent).toContain(
      'Não foi possível carregar as notificações.',
    );
    platform.on('GET /notifications', () => ({
      user_notifications: { data: [], current_page: 1, last_page: 1, total: 0 },
      global_notifications: { data: [], current_page: 1, last_page: 1, total: 0 },
      unread_count: { user_notifications: 0, global_notifications: 0 },
    }));
    fireEvent.click(retry);
    expect(await within(panel).findByText('Você não tem notificações pessoais.')).toBeTruthy();
  });

  it('keeps a mark-all that failed unread and says so', async () => {
    const { platform } = await renderBell([personal(1)]);
    platform.on('POST /notifications/:type/mark-all-read', () => laravelError(500, 'Erro'));
    const panel = await openPanel();
    await within(panel).findByRole('button', { name: /Aviso 1/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'Não foi possível marcar como lidas.',
    );
    expect(await bell('Notificações, 1 não lida')).toBeTruthy();
  });

  it('opens the chat panel for a chat notification, reading it and closing this panel', async () => {
    const onOpenChat = vi.fn();
    const { platform } = await renderBell([personal(1, { type: 'chat', name: 'No chat' })], {
      onOpenChat,
    });
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: /No chat.*Abrir o chat/ }));
    expect(onOpenChat).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(platform.callsTo('POST /notifications/:id/read')).toHaveLength(1));
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    await renderBell([personal(1)]);
    const button = await bell();
    button.focus();
    const panel = await openPanel();
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('shows the XSS corpus as text: no element, no link, no script comes of it', async () => {
    const corpus = XSS_CORPUS.map((text, index) =>
      personal(index + 1, { name: text, message: text, img: null }),
    );
    await renderBell(corpus);
    const panel = await openPanel();
    await waitFor(() => expect(titles(panel)).toHaveLength(10));
    expect(titles(panel)).toEqual([...XSS_CORPUS]);
    expect(panel.querySelector('script, iframe, svg:not([aria-hidden]), a, b, i')).toBeNull();
    expect(panel.querySelector('img')).toBeNull();
  });

  it('shows an http(s) image and the player’s box link, the box only when unfolded', async () => {
    await renderBell([
      personal(1, { img: 'https://cdn.test/promo.png', user_box: 7 }),
      personal(2),
    ]);
    const panel = await openPanel();
    const first = await within(panel).findByRole('button', { name: /Aviso 1/ });
    expect(panel.querySelectorAll('img')).toHaveLength(1);
    expect(panel.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/promo.png');
    expect(within(panel).queryByRole('link')).toBeNull();
    fireEvent.click(first);
    const link = await within(panel).findByRole('link', { name: 'Ver a caixa' });
    expect(link.getAttribute('href')).toBe('/account/boxes?open=7');
    // An image that fails to load (gone, or refused by the page's img-src) becomes a neutral
    // placeholder of the same size: no broken-image icon, nothing moves.
    const image = panel.querySelector('img');
    const imageClasses = image?.getAttribute('class')?.split(' ') ?? [];
    if (image) fireEvent.error(image);
    expect(panel.querySelector('img')).toBeNull();
    const placeholder = within(panel).getByTestId('notification-image-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.getAttribute('class')?.split(' ')).toEqual(
      expect.arrayContaining(['size-12', 'shrink-0', 'rounded-lg']),
    );
    expect(imageClasses).toEqual(expect.arrayContaining(['size-12', 'shrink-0', 'rounded-lg']));
  });
});
