import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBox, rewardOnlyBox, testActiveSeed, testFairness } from '~/test/box-fixtures';
import { heldAnswer, serverError } from '~/test/fake-platform/reply';
import { XSS_CORPUS, testUser } from '~/test/fixtures';
import { renderBoxesPage } from '~/test/render-boxes';
import { BoxCatalogue } from './box-catalogue';

const render = (options: Parameters<typeof renderBoxesPage>[1] = {}) =>
  renderBoxesPage(<BoxCatalogue />, { path: '/casino/crates', ...options });

describe('/casino/crates', () => {
  it('shows skeletons while the catalogue loads', () => {
    render({ handlers: { 'GET /boxes/all': () => heldAnswer<never>().answer } });
    expect(screen.getByRole('heading', { level: 1, name: 'Caixas' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Carregando as caixas…');
  });

  it('shows each box with its price or "Somente recompensa", RTP, expected value and odds', async () => {
    const user = userEvent.setup();
    render();
    const list = await screen.findByRole('list', { name: 'Caixas disponíveis' });
    const [forSale, rewardOnly] = within(list).getAllByRole('article');
    expect(within(forSale!).getByRole('heading', { name: 'Caixa 1' })).toBeTruthy();
    expect(forSale!.textContent).toContain('R$\u00a010,00');
    expect(forSale!.textContent).toMatch(/RTP\s*90\s?%/);
    expect(forSale!.textContent).toContain('Valor esperado');
    expect(within(rewardOnly!).getByText('Somente recompensa')).toBeTruthy();
    expect(rewardOnly!.textContent).toMatch(/RTP—/);
    await user.click(within(forSale!).getByText('Ver prêmios'));
    const table = within(forSale!).getByRole('table', { name: 'Prêmios de Caixa 1' });
    const rows = within(table).getAllByRole('row');
    // A header row and six prizes; the first weighs 500 of 1000.
    expect(rows).toHaveLength(7);
    expect(rows[1]!.textContent).toMatch(/Prêmio 1Comum.*50\s?%/);
    expect(rows[6]!.textContent).toMatch(/Prêmio 6Lendário.*0,5\s?%/);
    expect(within(forSale!).getByRole('link', { name: 'Ver Caixa 1' }).getAttribute('href')).toBe(
      '/casino/box/caixa-1',
    );
  });

  it('colours each box with the theme’s spineBox colour', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Caixas disponíveis' });
    const art = list.querySelectorAll<HTMLElement>('[data-colour]');
    expect(art[0]?.dataset.colour).toBe('red');
    expect(art[0]?.style.backgroundColor).toMatch(/#e44|rgb\(238, 68, 68\)/);
  });

  it('says when the catalogue failed, and tries again', async () => {
    const user = userEvent.setup();
    const { platform } = render({ handlers: { 'GET /boxes/all': () => serverError() } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as caixas.');
    platform.on('GET /boxes/all', (_, db) => ({ data: db.boxes }));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Caixa 1' })).toBeTruthy();
  });

  it('says when there are no boxes', async () => {
    render({ db: { boxes: [] } });
    expect(await screen.findByText('Nenhuma caixa disponível no momento.')).toBeTruthy();
  });

  it('shows a signed-in player the seed hash and links the fairness page', async () => {
    const { platform } = render({
      player: testUser(),
      db: {
        fairness: testFairness({ active: testActiveSeed({ server_seed_hash: 'f'.repeat(64) }) }),
      },
    });
    expect(await screen.findByText('f'.repeat(64))).toBeTruthy();
    expect(screen.getByText('Hash da sua semente atual')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Jogo justo: como verificar os sorteios' })
        .getAttribute('href'),
    ).toBe('/casino/crates/fairness');
    expect(platform.callsTo('GET /boxes/fairness')).toHaveLength(1);
  });

  it('asks a guest for no seeds', async () => {
    const { platform } = render();
    await screen.findByRole('heading', { name: 'Caixa 1' });
    expect(screen.queryByText('Hash da sua semente atual')).toBeNull();
    expect(platform.callsTo('GET /boxes/fairness')).toHaveLength(0);
  });

  it('speaks English under /en', async () => {
    render({
      locale: 'en',
      path: '/en/casino/crates',
      db: { boxes: [makeBox(), rewardOnlyBox()] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Boxes' })).toBeTruthy();
    expect(await screen.findByText('Reward only')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Caixa 1' }).getAttribute('href')).toBe(
      '/en/casino/box/caixa-1',
    );
  });

  it('shows the XSS corpus in names and descriptions as text: no element comes of it', async () => {
    const boxes = XSS_CORPUS.slice(0, 6).map((text, index) =>
      makeBox({
        id: index + 1,
        name: text,
        description: text,
        prizes: makeBox().prizes.map((prize) => ({ ...prize, name: text })),
      }),
    );
    render({ db: { boxes } });
    const list = await screen.findByRole('list', { name: 'Caixas disponíveis' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(XSS_CORPUS.slice(0, 6));
    expect(
      list.querySelector('script, iframe, img, a:not([href^="/casino/box/"]), b, i'),
    ).toBeNull();
  });
});
