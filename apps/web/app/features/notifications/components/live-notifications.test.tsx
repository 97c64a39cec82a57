import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@vitrine/contract/notifications.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '~/lib/idle';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { makeNotification, testUser, XSS_CORPUS } from '~/test/fixtures';
import type * as PagesNotBuilt from '~/core/pages-not-built';
import { renderApp } from '~/test/render-app';
import LiveNotifications from './live-notifications';

// These tests show a notification's box link as it is once the boxes page exists (issue 36);
// until then `userBoxHref` gives none (notification-item.test.ts).
vi.mock('~/core/pages-not-built', async (original) => ({
  ...(await original<typeof PagesNotBuilt>()),
  pageIsBuilt: () => true,
}));

const PLAYER_CHANNEL = 'private-universal.1';
const PUBLIC_CHANNEL = 'universal-public.test';

async function renderLive() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp(<LiveNotifications locale="pt-BR" />, {
    player: testUser(),
    live: true,
  });
  await act(() => vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
  const connection = await view.realtime.connected();
  await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
  const send = (notification: Notification, channel = PLAYER_CHANNEL) =>
    act(() => connection.emit(channel, 'NotificationSent', notification));
  return { ...view, send };
}

/** Time passes; then what React rendered meanwhile gets its own timers run (sonner's). */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
}
const modal = () => screen.queryByRole('dialog');
// While the modal is open the page behind it, the toasts too, is hidden from assistive technology.
const toastList = () => screen.getByRole('region', { name: /Avisos/, hidden: true });
const toastTitles = () =>
  within(toastList())
    .queryAllByRole('listitem', { hidden: true })
    // A dismissed toast plays its exit animation before sonner takes it out.
    .filter((item) => item.getAttribute('data-removed') !== 'true')
    .map((item) => item.querySelector('[data-title]')?.textContent);

describe('LiveNotifications', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a live notification in the modal with its image, and as a toast', async () => {
    const { send } = await renderLive();
    await send(
      makeNotification(7, {
        name: 'Bônus liberado',
        message: 'Seu bônus já está na conta.',
        img: 'https://cdn.example/bonus.png',
      }),
    );
    await advance(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Bônus liberado' });
    expect(within(dialog).getByText('Seu bônus já está na conta.')).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/bonus.png');
    expect(toastTitles()).toEqual(['Bônus liberado']);
  });

  it('leaves a box award to the reward modal: its notification is a toast, not a second modal', async () => {
    const { send } = await renderLive();
    await send(makeNotification(8, { name: 'VOCÊ GANHOU!', message: 'Uma caixa.', user_box: 3 }));
    await advance(1000);
    expect(toastTitles()).toEqual(['VOCÊ GANHOU!']);
    expect(modal()).toBeNull();
  });

  it('keeps the room of an image that does not load, as a neutral placeholder', async () => {
    const { send } = await renderLive();
    await send(
      makeNotification(8, { name: 'Imagem perdida', img: 'https://elsewhere.test/a.png' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Imagem perdida' });
    const image = dialog.querySelector('img');
    expect(image?.getAttribute('class')).toContain('aspect-video');
    fireEvent.error(image!);
    expect(dialog.querySelector('img')).toBeNull();
    const placeholder = within(dialog).getByTestId('notification-image-placeholder');
    expect(placeholder.getAttribute('class')).toContain('aspect-video w-full');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
  });

  it('queues the next unviewed notification and shows it 5 s after the modal is closed', async () => {
    const { send } = await renderLive();
    await send(makeNotification(1));
    await send(makeNotification(2));
    const first = await screen.findByRole('dialog', { name: 'Aviso 1' });
    fireEvent.click(within(first).getAllByRole('button', { name: 'Fechar' })[0]!);
    await advance(4900);
    expect(modal()).toBeNull();
    await advance(200);
    expect(await screen.findByRole('dialog', { name: 'Aviso 2' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await advance(10_000);
    expect(modal()).toBeNull();
  });

  it('hears the global notifications on the public channel, and the same one only once', async () => {
    const { send } = await renderLive();
    await send(makeNotification(4, { type: 'platform', name: 'Para todos' }), PUBLIC_CHANNEL);
    await send(makeNotification(4, { type: 'platform', name: 'Para todos' }), PUBLIC_CHANNEL);
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: 'Para todos' })).toBeTruthy();
    expect(toastTitles()).toEqual(['Para todos']);
  });

  it('shows at most 3 toasts at once and drops each 20 s after it was shown', async () => {
    const { send } = await renderLive();
    for (const n of [1, 2, 3, 4]) await send(makeNotification(n));
    await advance(1000);
    expect(toastTitles()).toHaveLength(3);
    expect(toastTitles()).not.toContain('Aviso 4');
    // The first three go 20 s after they were shown; the fourth then gets its turn and its 20 s.
    await advance(19_000);
    expect(toastTitles()).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1']);
    await advance(1500);
    // sonner takes a dismissed toast out over a few frames of its own.
    await waitFor(() => expect(toastTitles()).toEqual(['Aviso 4']));
    await advance(21_000);
    await waitFor(() => expect(toastTitles()).toEqual([]));
  });

  it('renders what the operator wrote as text, never markup', async () => {
    const { send } = await renderLive();
    const hostile = XSS_CORPUS.join(' ');
    await send(makeNotification(5, { name: XSS_CORPUS[0]!, message: hostile }));
    await advance(1000);
    const dialog = await screen.findByRole('dialog', { name: XSS_CORPUS[0]! });
    expect(
      dialog.querySelector('script, svg:not([aria-hidden]), a[href^="javascript"]'),
    ).toBeNull();
    expect(within(dialog).getByText(hostile)).toBeTruthy();
    expect(toastList().querySelector('script, img')).toBeNull();
  });
});
