import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mission } from '@vitrine/contract/missions.ts';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError, serverError } from '~/test/fake-platform/reply';
import { makeMission, testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { renderApp } from '~/test/render-app';
import { MissionList } from './mission-list';

function renderList({
  missions,
  handlers,
  locale = 'pt-BR',
}: {
  missions: Mission[];
  handlers?: FakeHandlers;
  locale?: Locale;
}) {
  const onWallet = vi.fn();
  const view = renderApp(<MissionList viewer="1" enabled locale={locale} onWallet={onWallet} />, {
    player: testUser(),
    locale,
    db: { missions },
    ...(handlers ? { handlers } : {}),
  });
  return { ...view, onWallet };
}

const card = (name: string) => screen.getByRole('heading', { name }).closest<HTMLElement>('li')!;

describe('MissionList (/account/missions)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists every mission with its status, goal, progress, reward and period', async () => {
    renderList({
      missions: [
        makeMission(1),
        makeMission(2, {
          name: 'Gire 50 vezes',
          status: 'available',
          accepted_at: null,
          goal: { kind: 'rounds', target: 50, game: null, provider: null },
          progress: { current: 0, target: 50, percentage: 0 },
          reward: {
            kind: 'box',
            amount: null,
            box: { id: 3, slug: 'rubi', name: 'Rubi', colour: 'red', image: null },
          },
          ends_at: null,
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Missão 1' })).toBeTruthy();
    const first = card('Missão 1');
    expect(within(first).getByText('Em andamento')).toBeTruthy();
    expect(within(first).getByText('Aposte R$ 50,00')).toBeTruthy();
    expect(within(first).getByText('R$ 20,00 de R$ 50,00 (40%)')).toBeTruthy();
    expect(within(first).getByText('R$ 5,00 em pontos de fidelidade')).toBeTruthy();
    expect(within(first).getByText('De 01/03/2026 a 31/03/2026')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();

    const second = card('Gire 50 vezes');
    expect(within(second).getByText('Disponível')).toBeTruthy();
    expect(within(second).getByText('Jogue 50 rodadas')).toBeTruthy();
    expect(within(second).getByText('Caixa Rubi')).toBeTruthy();
    expect(within(second).getByText('Desde 01/03/2026')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Aceitar' })).toBeTruthy();
  });

  it('accepts a mission: the call, a toast, and the mission in progress', async () => {
    const success = vi.spyOn(toast, 'success');
    const { platform } = renderList({
      missions: [makeMission(2, { status: 'available', accepted_at: null })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(within(card('Missão 2')).getByText('Em andamento')).toBeTruthy());
    expect(platform.callsTo('POST /missions/:id/accept')[0]?.path).toBe('/missions/2/accept');
    expect(success).toHaveBeenCalledWith('Missão aceita. Boa sorte!');
  });

  it('says why an accept was refused', async () => {
    const error = vi.spyOn(toast, 'error');
    renderList({
      missions: [makeMission(2, { status: 'available', accepted_at: null })],
      handlers: { 'POST /missions/:id/accept': () => laravelError(422, 'Missão encerrada.') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Missão encerrada.'));
  });

  it('claims a completed mission, and shows it claimed', async () => {
    const { onWallet } = renderList({
      missions: [
        makeMission(3, {
          status: 'completed',
          completed_at: '2026-03-02T10:00:00Z',
          progress: { current: 5_000, target: 5_000, percentage: 100 },
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(within(card('Missão 3')).getAllByText('Resgatada')).toHaveLength(2));
    expect(onWallet).toHaveBeenCalledTimes(1);
  });

  it('has an empty state', async () => {
    renderList({ missions: [] });
    expect(await screen.findByText('Nenhuma missão por enquanto.')).toBeTruthy();
  });

  it('says the list could not be loaded, and tries again', async () => {
    let fail = true;
    const { platform } = renderList({
      missions: [makeMission(1)],
      handlers: {
        'GET /missions': (_, db) => (fail ? serverError() : { data: db.missions }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar as missões.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Missão 1' })).toBeTruthy();
    expect(platform.callsTo('GET /missions')).toHaveLength(2);
  });

  it('shows the XSS corpus in titles, descriptions, games and prize boxes as text', async () => {
    const { container } = renderList({
      missions: XSS_CORPUS.map((text, index) =>
        makeMission(index + 1, {
          name: text,
          description: text,
          goal: {
            kind: 'rounds',
            target: 10,
            game: { id: 7, title: text, gamecode: 'g7', providercode: 'p' },
            provider: null,
          },
          reward: {
            kind: 'box',
            amount: null,
            box: { id: 3, slug: 'rubi', name: text, colour: 'red', image: null },
          },
        }),
      ),
    });
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(XSS_CORPUS.length);
    expectInertText(container, XSS_CORPUS);
  });

  it('speaks English under /en', async () => {
    renderList({
      locale: 'en',
      missions: [makeMission(2, { status: 'available', accepted_at: null })],
    });
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByText('Wager R$50.00')).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
  });
});
