import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VECTOR, makePlayerPrize, testActiveSeed, testFairness } from '~/test/box-fixtures';
import { testUser } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { renderBoxesPage } from '~/test/render-boxes';
import { FairnessPage } from './fairness-page';

function render(options: Parameters<typeof renderBoxesPage>[1] = {}) {
  const view = renderBoxesPage(<FairnessPage />, { path: '/casino/crates/fairness', ...options });
  return { ...view, user: userEvent.setup() };
}

const checker = () => screen.getByRole('region', { name: 'Verificar um sorteio' });

describe('/casino/crates/fairness', () => {
  it('explains the draw and offers a guest the sign-in instead of seeds', async () => {
    const { user, platform, authModal } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Jogo justo' })).toBeTruthy();
    expect(screen.getByText(/HMAC-SHA256\(semente do servidor/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'login' });
    expect(platform.callsTo('GET /boxes/fairness')).toHaveLength(0);
  });

  it('shows the active seed hash, client seed and nonce', async () => {
    render({ player: testUser() });
    const active = await screen.findByRole('region', { name: 'Semente ativa' });
    expect(within(active).getByText('b'.repeat(64))).toBeTruthy();
    expect(within(active).getByText('minha-semente')).toBeTruthy();
    expect(within(active).getByText('3')).toBeTruthy();
  });

  it('shows markup a player chose as a client seed as text', async () => {
    // The seed's pattern (printable ASCII, no space) lets these through the platform.
    const seeds = ['<script>alert(1)</script>', '"><svg/onload=alert(1)>', 'javascript:alert(1)'];
    const { container } = render({
      player: testUser(),
      db: {
        fairness: testFairness({
          active: testActiveSeed({ client_seed: seeds[0]! }),
          revealed: seeds.slice(1).map((client_seed, index) => ({
            id: index + 1,
            server_seed: 'c'.repeat(64),
            server_seed_hash: 'd'.repeat(64),
            client_seed,
            draws: 2,
            revealed_at: '2026-03-01T12:00:00Z',
          })),
        }),
      },
    });
    await screen.findByRole('region', { name: 'Semente ativa' });
    expect(await screen.findByText(seeds[1]!)).toBeTruthy();
    expectInertText(container, seeds);
  });

  it('refuses a client seed with a space, and changes a valid one', async () => {
    const { user, platform } = render({ player: testUser() });
    const active = await screen.findByRole('region', { name: 'Semente ativa' });
    const field = within(active).getByRole('textbox', { name: 'Nova semente do cliente' });
    await user.type(field, 'com espaço');
    await user.click(within(active).getByRole('button', { name: 'Trocar semente' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(active).getByText('Use de 1 a 64 caracteres visíveis, sem espaços.'),
    ).toBeTruthy();
    expect(platform.callsTo('POST /boxes/fairness/client-seed')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'sorte-grande');
    await user.click(within(active).getByRole('button', { name: 'Trocar semente' }));
    expect(await within(active).findByText('sorte-grande')).toBeTruthy();
    expect(platform.callsTo('POST /boxes/fairness/client-seed')[0]?.body).toEqual({
      client_seed: 'sorte-grande',
    });
  });

  it('reveals and rotates the server seed, listing the revealed one', async () => {
    const { user } = render({ player: testUser() });
    const active = await screen.findByRole('region', { name: 'Semente ativa' });
    expect(screen.getByText('Nenhuma semente revelada ainda.')).toBeTruthy();
    await user.click(within(active).getByRole('button', { name: 'Revelar e trocar semente' }));
    const revealed = screen.getByRole('region', { name: 'Sementes reveladas' });
    expect(await within(revealed).findByText('c'.repeat(64))).toBeTruthy();
    expect(within(revealed).getByText('b'.repeat(64))).toBeTruthy();
    expect(within(active).getByText('d'.repeat(64))).toBeTruthy();
  });

  it('recomputes the fixed vector of box-draw.test.ts from ?draw= in the browser', async () => {
    const { user } = render({
      player: testUser(),
      path: '/casino/crates/fairness?draw=7',
      db: { playerPrizes: [makePlayerPrize(7)] },
    });
    // The checker starts again with the draw once the player's prizes have answered.
    expect(await screen.findByText('Sorteio de Prêmio 4 (Caixa 1)')).toBeTruthy();
    const form = checker();
    expect(
      (within(form).getByRole('textbox', { name: 'Semente do servidor' }) as HTMLInputElement)
        .value,
    ).toBe(VECTOR.serverSeed);
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(
      await within(form).findByText('O hash da semente confere com o publicado.'),
    ).toBeTruthy();
    expect(within(form).getByText(VECTOR.digest)).toBeTruthy();
    expect(within(form).getByText('4204317972562401')).toBeTruthy();
    expect(within(form).getByText('O sorteio cai no prêmio nº 4.')).toBeTruthy();
    expect(
      within(form).getByText(/A plataforma registrou o prêmio nº 4\. O resultado confere\./),
    ).toBeTruthy();
  });

  it('says a draw whose seed is not revealed yet cannot be checked until a rotate', async () => {
    render({
      player: testUser(),
      path: '/casino/crates/fairness?draw=7',
      db: { playerPrizes: [makePlayerPrize(7, { revealed: false })] },
    });
    expect(await screen.findByText(/ainda não foi revelada/)).toBeTruthy();
    expect(within(checker()).getByText(/ainda não foi revelada/)).toBeTruthy();
  });

  it('checks a typed draw and says when the hash does not match', async () => {
    const { user } = render();
    const form = checker();
    await user.type(
      within(form).getByRole('textbox', { name: 'Semente do servidor' }),
      VECTOR.serverSeed,
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Hash publicado antes do sorteio' }),
      'a'.repeat(64),
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Semente do cliente' }),
      'minha-semente',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Nonce' }), '41');
    await user.type(
      within(form).getByRole('textbox', { name: /^Pesos dos prêmios/ }),
      VECTOR.weights.join(','),
    );
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(
      await within(form).findByText('O hash da semente NÃO confere com o publicado.'),
    ).toBeTruthy();
    // The third vector: client seed "minha-semente", nonce 41 → the second prize.
    expect(within(form).getByText('O sorteio cai no prêmio nº 2.')).toBeTruthy();
  });

  it('names each field a draw cannot be made of', async () => {
    const { user } = render();
    const form = checker();
    await user.type(within(form).getByRole('textbox', { name: 'Semente do servidor' }), 'curta');
    await user.type(within(form).getByRole('textbox', { name: /^Pesos dos prêmios/ }), '5, 0');
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(
      within(form).getByText('A semente do servidor tem 64 dígitos hexadecimais minúsculos.'),
    ).toBeTruthy();
    expect(
      within(form).getByText('Informe pesos inteiros positivos, separados por vírgula.'),
    ).toBeTruthy();
    expect(within(form).getByText('O nonce é um número inteiro a partir de 0.')).toBeTruthy();
  });

  it('speaks English under /en', () => {
    render({ locale: 'en', path: '/en/casino/crates/fairness' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fair play' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Check a draw' })).toBeTruthy();
  });
});
