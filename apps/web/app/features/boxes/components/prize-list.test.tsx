import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBox, makePlayerPrize, makePrizes } from '~/test/box-fixtures';
import { testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { renderBoxesPage } from '~/test/render-boxes';
import { PrizeList } from './prize-list';

function render(options: Parameters<typeof renderBoxesPage>[1] = {}) {
  const view = renderBoxesPage(<PrizeList enabled />, {
    path: '/account/items',
    player: testUser(),
    ...options,
  });
  return { ...view, user: userEvent.setup() };
}

describe('/account/items', () => {
  it('is headed "Meus itens" and points to the crates when there is no prize', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Meus itens' })).toBeTruthy();
    expect(await screen.findByText('Você ainda não tem itens.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver caixas' }).getAttribute('href')).toBe(
      '/casino/crates',
    );
  });

  it('shows the XSS corpus in prize and box names as text', async () => {
    const playerPrizes = XSS_CORPUS.map((text, index) => {
      const prizes = makePrizes(index + 1).map((prize) => ({ ...prize, name: text }));
      return makePlayerPrize(index + 1, { box: makeBox({ id: index + 1, name: text, prizes }) });
    });
    const { container } = render({ db: { playerPrizes } });
    const list = await screen.findByRole('list', { name: 'Seus prêmios' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(XSS_CORPUS.length);
    expectInertText(container, XSS_CORPUS);
  });

  it('marks a sold prize with its date and offers the kept one for sale', async () => {
    render({
      db: {
        playerPrizes: [makePlayerPrize(2), makePlayerPrize(1, { soldAt: '2026-03-05T15:00:00Z' })],
      },
    });
    const list = await screen.findByRole('list', { name: 'Seus prêmios' });
    const [kept, sold] = within(list).getAllByRole('listitem');
    expect(kept!.textContent).toContain('Guardado');
    expect(within(kept!).getByRole('button', { name: 'Vender por R$\u00a010,00' })).toBeTruthy();
    expect(sold!.textContent).toContain('Vendido em 05/03/2026');
    expect(within(sold!).queryByRole('button')).toBeNull();
  });

  it('sells a kept prize, and marks it sold at once', async () => {
    const { user, platform } = render({ db: { playerPrizes: [makePlayerPrize(2)] } });
    await user.click(await screen.findByRole('button', { name: 'Vender por R$\u00a010,00' }));
    expect(await screen.findByText(/^Vendido em/)).toBeTruthy();
    expect(platform.callsTo('POST /prizes/sell')[0]?.body).toEqual({ id: 2 });
    expect(screen.queryByRole('button', { name: /^Vender/ })).toBeNull();
  });

  it('links each prize’s draw to the fairness page', async () => {
    render({ db: { playerPrizes: [makePlayerPrize(2)] } });
    const verify = await screen.findByRole('link', { name: 'Verificar o sorteio de Prêmio 4' });
    expect(verify.getAttribute('href')).toBe('/casino/crates/fairness?draw=2');
  });

  it('speaks English under /en', async () => {
    render({ locale: 'en', path: '/en/account/items', db: { playerPrizes: [makePlayerPrize(2)] } });
    expect(screen.getByRole('heading', { level: 1, name: 'My items' })).toBeTruthy();
    const verify = await screen.findByRole('link', { name: 'Verify the draw of Prêmio 4' });
    expect(verify.getAttribute('href')).toBe('/en/casino/crates/fairness?draw=2');
  });
});
