import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Game } from '@vitrine/contract/games.ts';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError } from '~/test/fake-platform/reply';
import { makeGame, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { GameScreen } from './game-screen';

const LINKS = { lobby: '/casino/games', signIn: '/login', register: '/register' };
// The dialog's code loads on the first click: under load that can take longer than the default.
const LAZY = { timeout: 5000 };
const NOTE = 'Média teórica de retorno ao jogador a longo prazo; cada rodada é aleatória.';

function renderGame(
  game: Game,
  options: { locale?: 'pt-BR' | 'en'; handlers?: FakeHandlers; guest?: boolean } = {},
) {
  const locale = options.locale ?? 'pt-BR';
  return renderApp(<GameScreen game={game} locale={locale} links={LINKS} />, {
    locale,
    player: options.guest ? undefined : testUser(),
    db: { games: [game] },
    handlers: options.handlers,
    path: `${locale === 'en' ? '/en' : ''}/casino/aurora-gaming/${game.gamecode}`,
  });
}

describe("the game page's RTP and paytable", () => {
  it('shows the RTP with its note before play, to a guest who has not launched anything', () => {
    const { platform } = renderGame(makeGame(1, { rtp: 94.77 }), { guest: true });
    const rtp = screen.getByRole('region', { name: 'Retorno ao jogador' });
    expect(rtp.textContent).toContain('RTP 94,77 %');
    expect(rtp.textContent).toContain(NOTE);
    expect(platform.calls.some((call) => call.path === '/games/paytable')).toBe(false);
  });

  it('writes the RTP and the note in English under /en', () => {
    renderGame(makeGame(1, { rtp: 96.5 }), { locale: 'en' });
    const rtp = screen.getByRole('region', { name: 'Return to player' });
    expect(rtp.textContent).toContain('RTP 96.50%');
    expect(rtp.textContent).toContain(
      'A theoretical long-term average return to players; every round is random.',
    );
  });

  it('says so when the provider states no RTP, and still offers the paytable button', () => {
    renderGame(makeGame(1, { rtp: null }));
    expect(screen.getByText('O provedor deste jogo não informou o RTP.')).toBeTruthy();
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Tabela de pagamentos' })).toBeTruthy();
  });

  it('opens the paytable from the keyboard while the game plays, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderGame(makeGame(1, { rtp: 94.77 }));
    // The game is launched and framed: the paytable is still one key away.
    await screen.findByTitle(makeGame(1).title);
    const opener = screen.getByRole('button', { name: 'Tabela de pagamentos' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tabela de pagamentos' }, LAZY);
    const table = await within(dialog).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SímboloPaga × aposta',
      'Sete200,00×',
      'Cereja3,20×',
    ]);
    expect(within(dialog).getByText('Pagam 5 linhas: as três fileiras e as duas diagonais.'));
    expect(dialog.textContent).toContain('RTP 94,77 %');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('asks for the paytable in English under /en', async () => {
    const user = userEvent.setup();
    const { platform } = renderGame(makeGame(3, { rtp: 94.77 }), { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Paytable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paytable' }, LAZY);
    expect(await within(dialog).findByRole('rowheader', { name: 'Seven' })).toBeTruthy();
    expect(within(dialog).getByText('200.00×')).toBeTruthy();
    const call = platform.calls.find((made) => made.path === '/games/paytable');
    expect(call?.query.get('game_id')).toBe('3');
    expect(call?.query.get('lang')).toBe('en');
  });

  it('says when the provider publishes no paytable, and offers a retry when it fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderGame(makeGame(1, { rtp: 94.77 }), {
      handlers: {
        'GET /games/paytable': () => (fail ? laravelError(500, 'Erro interno.') : { data: null }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Tabela de pagamentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tabela de pagamentos' }, LAZY);
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('Não foi possível carregar a tabela de pagamentos.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(dialog).findByText(
        'O provedor deste jogo não publica uma tabela de pagamentos.',
      ),
    ).toBeTruthy();
  });
});
