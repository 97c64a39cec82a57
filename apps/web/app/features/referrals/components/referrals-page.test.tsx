import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AffiliatesResponse } from '@vitrine/contract/referrals.ts';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { expectNoAxeViolations } from '~/test/axe';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { serverError } from '~/test/fake-platform/reply';
import { testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { testAffiliates, testReferral } from '~/test/referral-fixtures';
import { renderApp, type RenderAppOptions } from '~/test/render-app';
import { ReferralsPage } from './referrals-page';

const PLAYER_CHANNEL = 'private-universal.1';

/** `GET /profile/affiliates` answering `pages` by the `page` asked for. */
function affiliatesAnswering(pages: AffiliatesResponse[]): FakeHandlers {
  return {
    'GET /profile/affiliates': ({ query }) =>
      pages[Number(query.get('page') ?? 1) - 1] ?? testAffiliates(),
  };
}

function renderReferrals(
  answer: AffiliatesResponse | AffiliatesResponse[] = testAffiliates(),
  options: RenderAppOptions & { regulated?: boolean } = {},
) {
  const { regulated = false, locale = 'pt-BR', ...rest } = options;
  const pages = Array.isArray(answer) ? answer : [answer];
  return renderApp(<ReferralsPage locale={locale as Locale} regulated={regulated} />, {
    player: testUser(),
    locale,
    handlers: affiliatesAnswering(pages),
    ...rest,
  });
}

/** Stands in for a device with (or without) the Web Share API. */
function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

describe('ReferralsPage: the link', () => {
  afterEach(() => {
    stubShare(undefined);
    vi.restoreAllMocks();
  });

  it('shows the player’s link read-only, with the code, and draws it as a QR code', async () => {
    renderReferrals();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Seu link' });
    expect(field.value).toBe('https://demo.vitrine.example/?ref=ANA2026X');
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('Código: ANA2026X')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code do seu link de indicação' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    renderReferrals();
    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toBe('https://demo.vitrine.example/?ref=ANA2026X');
    expect(success).toHaveBeenCalledWith('Link copiado!');
  });

  it('selects the link for a copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const failure = vi.spyOn(toast, 'error');
    renderReferrals();
    await screen.findByRole('textbox', { name: 'Seu link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        'Não foi possível copiar. O link está selecionado: copie-o manualmente.',
      ),
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Seu link' });
    expect(document.activeElement).toBe(field);
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
  });

  it('offers "Compartilhar" where the device can share, and shares the link', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    stubShare(share);
    const user = userEvent.setup();
    renderReferrals();
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://demo.vitrine.example/?ref=ANA2026X' }),
    );
  });

  it('has no "Compartilhar" where the device cannot share', async () => {
    renderReferrals();
    await screen.findByRole('button', { name: 'Copiar link' });
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).toBeNull();
  });
});

describe('ReferralsPage: how it works and the totals', () => {
  it('pays the reward in cash on an unregulated brand', async () => {
    renderReferrals(
      testAffiliates({ totals: { registered: 3, qualified: 2, earned: 4_000 }, total: 3 }),
    );
    expect(
      await screen.findByText('Você recebe R$ 20,00 em dinheiro por amigo qualificado.'),
    ).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Seus resultados' });
    expect(within(totals).getByText('Cadastrados').nextSibling?.textContent).toBe('3');
    expect(within(totals).getByText('Qualificados').nextSibling?.textContent).toBe('2');
    expect(within(totals).getByText('Ganhos').nextSibling?.textContent).toMatch(/R\$\s40,00/);
  });

  it('says a regulated brand credits the reward to the loyalty wallet', async () => {
    renderReferrals(testAffiliates({ reward_balance: 'loyalty' }), { regulated: true });
    expect(
      await screen.findByText(
        'Você recebe R$ 20,00 na carteira de fidelidade por amigo qualificado.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/em dinheiro/)).toBeNull();
    expect(screen.getByText(/nunca depende de um depósito seu/)).toBeTruthy();
  });
});

describe('ReferralsPage: the referred players', () => {
  it('lists them masked, with their status, what they earned and their dates, a page at a time', async () => {
    const user = userEvent.setup();
    const first = testAffiliates({
      data: [
        testReferral(2, {
          name: 'Jo*** Si***',
          status: 'qualified',
          earned: 2_000,
          qualified_at: '2026-03-02T15:00:00Z',
        }),
        testReferral(1, { name: 'Ma*** So***' }),
      ],
      current_page: 1,
      last_page: 2,
      total: 3,
    });
    const second = testAffiliates({
      data: [testReferral(0, { name: 'Pe*** Lu***' })],
      current_page: 2,
      last_page: 2,
      total: 3,
    });
    const { platform } = renderReferrals([first, second]);
    const list = await screen.findByRole('list', { name: 'Amigos indicados' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Jo*** Si***')).toBeTruthy();
    expect(within(rows[0]!).getByText('Qualificado')).toBeTruthy();
    expect(within(rows[0]!).getByText(/Ganho: R\$\s20,00/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Qualificado em 02/03/2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cadastrado')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cadastro em 01/03/2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Pe*** Lu***')).toBeTruthy();
    expect(
      platform.callsTo('GET /profile/affiliates').map((call) => call.query.get('page')),
    ).toEqual(['1', '2']);
    expect(screen.getByText('Isso é tudo.')).toBeTruthy();
  });

  it('shows the XSS corpus in referred players’ names as text', async () => {
    const { container } = renderReferrals(
      testAffiliates({
        data: XSS_CORPUS.map((name, index) => testReferral(index + 1, { name })),
        total: XSS_CORPUS.length,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Amigos indicados' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(XSS_CORPUS.length);
    expectInertText(container, XSS_CORPUS);
  });

  it('says when nobody has been referred yet', async () => {
    renderReferrals();
    expect(await screen.findByText('Você ainda não indicou ninguém')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Amigos indicados' })).toBeNull();
  });

  it('shows skeletons while loading, then an error with a retry that works', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderReferrals(testAffiliates(), {
      handlers: {
        'GET /profile/affiliates': () => (failing ? serverError() : testAffiliates()),
      },
    });
    expect(screen.getByRole('status').textContent).toContain('Carregando suas indicações…');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar suas indicações.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('textbox', { name: 'Seu link' })).toBeTruthy();
  });
});

describe('ReferralsPage: a player who may not refer', () => {
  it('says the programme is for invited affiliates and shows no link', async () => {
    renderReferrals(testAffiliates({ can_refer: false }));
    expect(
      await screen.findByRole('heading', { name: 'Programa para afiliados convidados' }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Seu link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar link' })).toBeNull();
    expect(screen.queryByText(/ANA2026X/)).toBeNull();
  });
});

describe('ReferralsPage: live', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a referral qualify when the reward arrives, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const registered = testAffiliates({
      data: [testReferral(1, { name: 'Ma*** So***' })],
      totals: { registered: 1, qualified: 0, earned: 0 },
      total: 1,
    });
    const qualified = testAffiliates({
      data: [
        testReferral(1, {
          name: 'Ma*** So***',
          status: 'qualified',
          earned: 2_000,
          qualified_at: '2026-03-02T15:00:00Z',
        }),
      ],
      totals: { registered: 1, qualified: 1, earned: 2_000 },
      total: 1,
    });
    let answer = registered;
    const view = renderReferrals(registered, {
      live: true,
      handlers: { 'GET /profile/affiliates': () => answer },
    });
    const list = await screen.findByRole('list', { name: 'Amigos indicados' });
    expect(within(list).getByText('Cadastrado')).toBeTruthy();
    const connection = await view.realtime.connected();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));

    answer = qualified;
    act(() =>
      connection.emit(PLAYER_CHANNEL, 'BalanceUpdated', {
        balance: 2_000,
        balance_withdrawal: 2_000,
        bonus_balance: 0,
        amount: 2_000,
        reason: 'referral',
        sequence: 1,
      }),
    );
    expect(await within(list).findByText('Qualificado')).toBeTruthy();
  });
});

describe('ReferralsPage: in English, and accessible', () => {
  it('reads in English under /en', async () => {
    renderReferrals(testAffiliates(), { locale: 'en', path: '/en/refers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refer a friend' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText('You get R$20.00 in cash for each qualified friend.')).toBeTruthy();
  });

  it('has no axe violations with a link and a list', async () => {
    renderReferrals(
      testAffiliates({
        data: [testReferral(1)],
        totals: { registered: 1, qualified: 0, earned: 0 },
        total: 1,
      }),
    );
    await screen.findByRole('img', { name: 'QR code do seu link de indicação' });
    await expectNoAxeViolations();
  });
});
