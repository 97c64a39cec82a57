import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { makeBox, makeOpening, makePlayerPrize, rewardOnlyBox } from '~/test/box-fixtures';
import { laravelError } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { deviceAsksForLessMotion, renderBoxesPage } from '~/test/render-boxes';
import { BoxDetail } from './box-detail';
import { REEL_SPIN_MS } from './box-reel';

const won = makePlayerPrize(31);

function render(slug: string, options: Parameters<typeof renderBoxesPage>[1] = {}) {
  const view = renderBoxesPage(<BoxDetail slug={slug} />, {
    path: `/casino/box/${slug}`,
    ...options,
    db: { nextOpening: makeOpening(won), ...options.db },
  });
  return { ...view, user: userEvent.setup() };
}

const headerBalance = () =>
  screen.getByText((_, node) => node?.tagName === 'P' && /^Saldo: /.test(node.textContent ?? ''));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/casino/box/{name}', () => {
  it('shows the box, its price and its prize table', async () => {
    render('caixa-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Caixa 1' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Prêmios de Caixa 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comprar por R$\u00a010,00' })).toBeTruthy();
  });

  it('sends a guest to register instead of buying', async () => {
    const { user, platform, authModal } = render('caixa-1');
    await user.click(await screen.findByRole('button', { name: 'Comprar por R$\u00a010,00' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'register' });
    expect(platform.callsTo('POST /boxes/buy')).toHaveLength(0);
  });

  it('buys, runs the reel to the prize, and sells it: the header balance follows', async () => {
    deviceAsksForLessMotion(false);
    const { user, platform } = render('caixa-1', { player: testUser() });
    await waitFor(() => expect(headerBalance().textContent).toContain('R$\u00a0100,00'));
    await user.click(await screen.findByRole('button', { name: 'Comprar por R$\u00a010,00' }));
    const strip = await screen.findByTestId('reel-strip');
    const [buy] = platform.callsTo('POST /boxes/buy');
    expect(buy?.body).toEqual({ box_id: 1 });
    expect(buy?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(platform.callsTo('POST /boxes/open')[0]?.body).toEqual({ box_id: 900 });
    expect(headerBalance().textContent).toContain('R$\u00a090,00');
    expect(screen.getByRole('img', { name: 'Roleta de prêmios' })).toBeTruthy();
    // The prize is not told before the reel stops.
    expect(screen.queryByRole('button', { name: /^Vender por/ })).toBeNull();
    fireEvent.transitionEnd(strip);
    expect(await screen.findByText('Você ganhou Prêmio 4 (R$ 10,00)!')).toBeTruthy();
    expect(screen.getByTestId('confetti').children).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Vender por R$\u00a010,00' }));
    expect(await screen.findByText('Vendido por R$ 10,00.')).toBeTruthy();
    expect(platform.callsTo('POST /prizes/sell')[0]?.body).toEqual({ id: 31 });
    expect(headerBalance().textContent).toContain('R$\u00a0100,00');
  });

  it('shows the prize at once, without reel or confetti, when the device asks for less motion', async () => {
    deviceAsksForLessMotion(true);
    const { user } = render('caixa-1', { player: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Comprar por R$\u00a010,00' }));
    expect(await screen.findByText('Você ganhou Prêmio 4 (R$ 10,00)!')).toBeTruthy();
    expect(screen.queryByTestId('reel-strip')).toBeNull();
    expect(screen.queryByTestId('confetti')).toBeNull();
    // Kept: the box can be bought again.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Comprar por R$\u00a010,00' })).toBeTruthy();
  });

  it('shows the platform’s refusal and stays usable', async () => {
    const { user } = render('caixa-1', {
      player: testUser(),
      handlers: { 'POST /boxes/buy': () => laravelError(422, 'Saldo insuficiente.') },
    });
    const buy = await screen.findByRole('button', { name: 'Comprar por R$\u00a010,00' });
    await user.click(buy);
    expect((await screen.findByRole('alert')).textContent).toBe('Saldo insuficiente.');
    expect((buy as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no purchase of a reward-only box', async () => {
    render('caixa-2', { player: testUser(), db: { boxes: [rewardOnlyBox()] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Caixa 2' })).toBeTruthy();
    expect(screen.getByText('Somente recompensa')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Comprar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Minhas caixas' }).getAttribute('href')).toBe(
      '/account/boxes',
    );
  });

  it('says when the box does not exist', async () => {
    render('nao-existe', { db: { boxes: [makeBox()] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Caixa não encontrada' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar às caixas' }).getAttribute('href')).toBe(
      '/casino/crates',
    );
  });

  it('speaks English under /en', async () => {
    render('caixa-2', { locale: 'en', path: '/en/casino/box/caixa-2' });
    const details = await screen.findByRole('heading', { level: 1, name: 'Caixa 2' });
    expect(within(details.parentElement!).getByText('Reward only')).toBeTruthy();
  });

  it('slides the reel in one transition until the won cell rests under the marker', async () => {
    deviceAsksForLessMotion(false);
    const { user } = render('caixa-1', { player: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Comprar por R$\u00a010,00' }));
    const strip = await screen.findByTestId('reel-strip');
    await waitFor(() =>
      expect(strip.style.transform).toMatch(/^translate3d\(-\d+px, 0(px)?, 0(px)?\)$/),
    );
    expect(strip.style.transition).toContain(`${REEL_SPIN_MS}ms`);
    // The marker sits at the frame's middle (0 wide here): the offset lands inside cell 40
    // (96 px wide, 104 px apart), the answer's reel_stop.
    const offset = -Number(/translate3d\((-?\d+)px/.exec(strip.style.transform)?.[1]);
    expect(offset).toBeGreaterThanOrEqual(40 * 104);
    expect(offset).toBeLessThan(40 * 104 + 96);
  });

  it('shows the prize even when the transition never says it ended (a hidden tab)', async () => {
    deviceAsksForLessMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = render('caixa-1', { player: testUser() });
      await user.click(await screen.findByRole('button', { name: 'Comprar por R$\u00a010,00' }));
      await screen.findByTestId('reel-strip');
      await vi.advanceTimersByTimeAsync(REEL_SPIN_MS + 1_000);
      expect(await screen.findByText('Você ganhou Prêmio 4 (R$ 10,00)!')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
