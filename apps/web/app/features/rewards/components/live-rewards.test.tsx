import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '~/components/ui/dialog';
import type { Locale } from '~/core/i18n/config';
import { IDLE_FALLBACK_MS } from '~/lib/idle';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { renderApp } from '~/test/render-app';
import type { BoxAward } from '../model/reward-queue';
import LiveRewards from './live-rewards';

const PLAYER_CHANNEL = 'private-universal.1';

const award = (userBox: number, name: string, overrides: Partial<BoxAward> = {}): BoxAward => ({
  user_box: userBox,
  box: { id: userBox * 10, name, image: null },
  ...overrides,
});

async function renderLive(locale: Locale = 'pt-BR') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp(
    <>
      <button type="button">Jogar</button>
      <LiveRewards />
    </>,
    {
      player: testUser(),
      live: true,
      locale,
      path: locale === 'en' ? '/en' : '/',
      routes: ['/account/boxes', '/en/account/boxes'],
    },
  );
  await act(() => vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
  const connection = await view.realtime.connected();
  await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
  const win = (box: BoxAward) =>
    act(() => connection.emit(PLAYER_CHANNEL, 'NotifyNewUserBox', box));
  return { ...view, win };
}

/** The dialog's focus moves in after the frame that shows it. */
const afterPaint = () => act(() => vi.advanceTimersByTimeAsync(400));

describe('LiveRewards: the casino reward modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the XSS corpus in the name of a box won as text', async () => {
    const { win } = await renderLive();
    await win(award(11, XSS_CORPUS[1]!));
    const dialog = await screen.findByRole('dialog', { name: 'VOCÊ GANHOU!' });
    expectInertText(dialog, [XSS_CORPUS[1]!]);
  });

  it('shows "VOCÊ GANHOU!" with the box won, and the next award after "Depois"', async () => {
    const { win } = await renderLive();
    await win(award(11, 'Caixa Rubi', { source: 'mission' }));
    await win(award(12, 'Caixa Safira'));
    const first = await screen.findByRole('dialog', { name: 'VOCÊ GANHOU!' });
    expect(within(first).getByText('Caixa Rubi')).toBeTruthy();
    expect(within(first).getByText('Recompensa de missão.')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(within(first).getByRole('button', { name: 'Depois' }));
    const second = await screen.findByRole('dialog', { name: 'VOCÊ GANHOU!' });
    await waitFor(() => expect(within(second).getByText('Caixa Safira')).toBeTruthy());
    fireEvent.click(within(second).getByRole('button', { name: 'Depois' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an award heard twice once', async () => {
    const { win } = await renderLive();
    await win(award(11, 'Caixa Rubi'));
    await win(award(11, 'Caixa Rubi'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Depois' }),
    );
    await afterPaint();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Abrir agora" leads to the player’s boxes, opening the one won, and closes', async () => {
    const { win, location } = await renderLive();
    await win(award(11, 'Caixa Rubi'));
    const dialog = await screen.findByRole('dialog', { name: 'VOCÊ GANHOU!' });
    const open = within(dialog).getByRole('link', { name: 'Abrir agora' });
    expect(open.getAttribute('href')).toBe('/account/boxes?open=11');
    fireEvent.click(open);
    await waitFor(() => expect(location()).toBe('/account/boxes?open=11'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "YOU WON!" in English, with the English boxes page', async () => {
    const { win } = await renderLive('en');
    await win(award(11, 'Ruby box'));
    const dialog = await screen.findByRole('dialog', { name: 'YOU WON!' });
    expect(within(dialog).getByRole('link', { name: 'Open now' }).getAttribute('href')).toBe(
      '/en/account/boxes?open=11',
    );
    expect(within(dialog).getByRole('button', { name: 'Later' })).toBeTruthy();
  });

  it('takes focus in, closes on Escape and gives focus back', async () => {
    const { win } = await renderLive();
    const opener = screen.getByRole('button', { name: 'Jogar' });
    opener.focus();
    await win(award(11, 'Caixa Rubi'));
    const dialog = await screen.findByRole('dialog', { name: 'VOCÊ GANHOU!' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await afterPaint();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('waits behind a dialog the player opened (the overlay stack), then shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    function Opened() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Depósito" closeLabel="Fechar depósito">
          <p>PIX</p>
        </Dialog>
      );
    }
    const view = renderApp(
      <>
        <Opened />
        <LiveRewards />
      </>,
      { player: testUser(), live: true },
    );
    await act(() => vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
    const connection = await view.realtime.connected();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    await act(() => connection.emit(PLAYER_CHANNEL, 'NotifyNewUserBox', award(11, 'Caixa Rubi')));
    await afterPaint();
    expect(screen.getByRole('dialog', { name: 'Depósito' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'VOCÊ GANHOU!' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar depósito' }));
    expect(await screen.findByRole('dialog', { name: 'VOCÊ GANHOU!' })).toBeTruthy();
  });

  it('draws the box’s art when it has no image, and never loads an unsafe address', async () => {
    const { win } = await renderLive();
    await win(
      award(11, 'Caixa Rubi', { box: { id: 1, name: 'Caixa Rubi', image: 'javascript:alert(1)' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'VOCÊ GANHOU!' });
    expect(dialog.querySelector('img')).toBeNull();
  });
});
