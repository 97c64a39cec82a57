import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOpening, makePlayerBox, makePlayerPrize, rewardOnlyBox } from '~/test/box-fixtures';
import { serverError } from '~/test/fake-platform/reply';
import { testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { deviceAsksForLessMotion, renderBoxesPage } from '~/test/render-boxes';
import { PlayerBoxList } from './player-box-list';

// The players' boxes here are reward-only ones (Caixa 2), and so is the prize's.
const opening = makeOpening(makePlayerPrize(31, { box: rewardOnlyBox() }), rewardOnlyBox());

function render(options: Parameters<typeof renderBoxesPage>[1] = {}) {
  const view = renderBoxesPage(<PlayerBoxList enabled />, {
    path: '/account/boxes',
    player: testUser(),
    ...options,
    db: { nextOpening: opening, ...options.db },
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => deviceAsksForLessMotion(true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/account/boxes', () => {
  it('is headed "Minhas caixas" and points to the crates when there is no box', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas caixas' })).toBeTruthy();
    expect(await screen.findByText('Você não tem caixas para abrir.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver caixas' }).getAttribute('href')).toBe(
      '/casino/crates',
    );
  });

  it('opens a box in a dialog named after it, and shows the prize', async () => {
    const { user, platform } = render({ db: { playerBoxes: [makePlayerBox(5)] } });
    await user.click(await screen.findByRole('button', { name: 'Abrir Caixa 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir Caixa 2' });
    expect(await within(dialog).findByText('Você ganhou Prêmio 4 (R$ 10,00)!')).toBeTruthy();
    expect(platform.callsTo('POST /boxes/open')[0]?.body).toEqual({ box_id: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the XSS corpus in box names, and in the prizes of an opening, as text', async () => {
    const hostileBox = (text: string, id: number) =>
      rewardOnlyBox({
        id,
        name: text,
        prizes: rewardOnlyBox().prizes.map((prize) => ({ ...prize, name: text })),
      });
    const [first] = XSS_CORPUS;
    const box = hostileBox(first!, 2);
    const { user } = render({
      db: {
        playerBoxes: XSS_CORPUS.map((text, index) => makePlayerBox(index + 1, hostileBox(text, 2))),
        nextOpening: makeOpening(makePlayerPrize(31, { box }), box),
      },
    });
    const [open] = await screen.findAllByRole('button', { name: `Abrir ${first!}` });
    expectInertText(document.body, XSS_CORPUS);
    await user.click(open!);
    const dialog = await screen.findByRole('dialog', { name: `Abrir ${first!}` });
    expect(await within(dialog).findByText(new RegExp('Você ganhou'))).toBeTruthy();
    expectInertText(dialog, [first!]);
  });

  it('opens the box that ?open= names at once', async () => {
    const { platform, location } = render({
      path: '/account/boxes?open=5',
      db: { playerBoxes: [makePlayerBox(5)] },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Você ganhou Prêmio 4 (R$ 10,00)!')).toBeTruthy();
    // Named after the box, also once opening has taken it off the list.
    expect(await screen.findByRole('dialog', { name: 'Abrir Caixa 2' })).toBe(dialog);
    expect(await screen.findByText('Você não tem caixas para abrir.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Abrir Caixa 2' })).toBe(dialog);
    expect(platform.callsTo('POST /boxes/open')).toHaveLength(1);
    expect(platform.callsTo('POST /boxes/open')[0]?.body).toEqual({ box_id: 5 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(location()).toBe('/account/boxes'));
  });

  it('shows the platform’s refusal in the dialog', async () => {
    const { user } = render({ db: { playerBoxes: [makePlayerBox(5)], nextOpening: null } });
    await user.click(await screen.findByRole('button', { name: 'Abrir Caixa 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir Caixa 2' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Caixa não encontrada.',
    );
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('sells a box back after a question', async () => {
    const { user, platform } = render({ db: { playerBoxes: [makePlayerBox(5, rewardOnlyBox())] } });
    await user.click(await screen.findByRole('button', { name: 'Vender por R$\u00a05,00' }));
    const question = await screen.findByRole('alertdialog', { name: 'Vender Caixa 2?' });
    expect(platform.callsTo('POST /boxes/sell')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Vender' }));
    expect(await screen.findByText('Caixa vendida por R$ 5,00.')).toBeTruthy();
    expect(platform.callsTo('POST /boxes/sell')[0]?.body).toEqual({ id: 5 });
    expect(await screen.findByText('Você não tem caixas para abrir.')).toBeTruthy();
  });

  it('loads the next page until the last (§4 "Paged lists")', async () => {
    const boxes = Array.from({ length: 21 }, (_, index) => makePlayerBox(index + 1));
    const { user, platform } = render({ db: { playerBoxes: boxes } });
    const list = await screen.findByRole('list', { name: 'Suas caixas fechadas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Isso é tudo.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(platform.callsTo('GET /boxes/user/get').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says when the list failed, and tries again', async () => {
    const { user, platform } = render({
      handlers: { 'GET /boxes/user/get': () => serverError() },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar a lista.');
    platform.on('GET /boxes/user/get', () => ({
      data: [makePlayerBox(5)],
      current_page: 1,
      last_page: 1,
      total: 1,
    }));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Abrir Caixa 2' })).toBeTruthy();
  });
});
