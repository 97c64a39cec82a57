import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '@vitrine/contract/responsible-gaming.ts';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '~/core/session/api/session-keys';
import { testTenant, testUser } from '~/test/fixtures';
import { laravelError, serverError } from '~/test/fake-platform/reply';
import { renderApp } from '~/test/render-app';
import { ResponsibleGamingPage } from './responsible-gaming-page';

const ana = testUser();

function renderPage(options: Parameters<typeof renderApp>[1] = {}) {
  const locale = options.locale ?? 'pt-BR';
  const view = renderApp(<ResponsibleGamingPage locale={locale} />, {
    player: ana,
    path: locale === 'en' ? '/en/responsible-gambling' : '/responsible-gambling',
    routes: ['/', '/en'],
    ...options,
  });
  return { ...view, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

function pause(overrides: Partial<Block> = {}): Block {
  return {
    id: 1,
    kind: 'pause',
    starts_at: '2026-03-01T12:00:00Z',
    ends_at: '2026-03-08T12:00:00Z',
    created_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

describe('/responsible-gambling', () => {
  it('is titled "Jogo Responsável" and shows every tool', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Jogo Responsável' })).toBeTruthy();
    for (const name of [
      'Seus limites',
      'Lembrete de sessão',
      'Fazer uma pausa',
      'Autoexclusão nesta casa',
      'Autoexclusão em todas as casas',
      'Histórico',
      'Ajuda',
    ]) {
      expect(region(name)).toBeTruthy();
    }
  });

  describe('pause', () => {
    it('pauses for 7 days after the confirmation, then says until when', async () => {
      const { user, platform, queryClient } = renderPage();
      const section = region('Fazer uma pausa');
      await user.click(await within(section).findByRole('radio', { name: '7 dias' }));
      await user.click(within(section).getByRole('button', { name: 'Pausar' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Fazer uma pausa?' });
      expect(within(dialog).getByText(/não poderá apostar nem depositar por 7 dias/)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Sim, pausar' }));
      expect(
        await within(section).findByText('Em pausa até 08/03/2026, 09:00 (horário de Brasília).'),
      ).toBeTruthy();
      const [call] = platform.callsTo('POST /responsible-gaming/pause');
      expect(call?.body).toEqual({ days: 7 });
      expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(within(section).queryByRole('button', { name: 'Pausar' })).toBeNull();
      // The header's notice reads the session's user: paused until the block's end.
      expect(queryClient.getQueryData(sessionKeys.me())).toMatchObject({
        paused: true,
        paused_until: '2026-03-08T12:00:00.000Z',
      });
    });

    it('asks for a date after today before pausing until a date', async () => {
      const { user, platform } = renderPage();
      const section = region('Fazer uma pausa');
      await user.click(await within(section).findByRole('radio', { name: 'Até uma data' }));
      await user.click(within(section).getByRole('button', { name: 'Pausar' }));
      expect(await within(section).findByText('Escolha uma data depois de hoje.')).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(platform.callsTo('POST /responsible-gaming/pause')).toHaveLength(0);
    });

    it('keeps the choice when the player goes back', async () => {
      const { user, platform } = renderPage();
      const section = region('Fazer uma pausa');
      await user.click(await within(section).findByRole('radio', { name: '30 dias' }));
      await user.click(within(section).getByRole('button', { name: 'Pausar' }));
      await user.click(await screen.findByRole('button', { name: 'Voltar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(
        (within(section).getByRole('radio', { name: '30 dias' }) as HTMLInputElement).checked,
      ).toBe(true);
      expect(platform.callsTo('POST /responsible-gaming/pause')).toHaveLength(0);
    });

    it('shows the platform’s refusal in the confirmation', async () => {
      const { user } = renderPage({
        handlers: {
          'POST /responsible-gaming/pause': () => laravelError(409, 'Você já está em pausa.'),
        },
      });
      await user.click(within(region('Fazer uma pausa')).getByRole('button', { name: 'Pausar' }));
      await user.click(await screen.findByRole('button', { name: 'Sim, pausar' }));
      const dialog = screen.getByRole('alertdialog');
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Você já está em pausa.');
    });

    it('shows a pause in force instead of the form', async () => {
      renderPage({ db: { blocks: { active: pause(), history: [pause()] } } });
      const section = region('Fazer uma pausa');
      expect(
        await within(section).findByText('Em pausa até 08/03/2026, 09:00 (horário de Brasília).'),
      ).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Pausar' })).toBeNull();
    });

    it('says when the pause could not be loaded', async () => {
      renderPage({ handlers: { 'GET /responsible-gaming/blocks': () => serverError() } });
      expect(
        await within(region('Fazer uma pausa')).findByText(
          /Não foi possível carregar se você está em pausa/,
        ),
      ).toBeTruthy();
    });
  });

  describe('self-exclusion', () => {
    it('states the consequences, excludes for 3 months and signs the player out', async () => {
      const { user, platform, session, location } = renderPage();
      const section = region('Autoexclusão nesta casa');
      await user.click(within(section).getByRole('radio', { name: '3 meses' }));
      await user.click(within(section).getByRole('button', { name: 'Autoexcluir' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar a autoexclusão?' });
      for (const consequence of [
        'você sai da conta agora;',
        'sua conta fica fechada durante todo o período (3 meses), sem como desfazer;',
        'seu saldo continua disponível para saque;',
        'você não recebe mais comunicações de marketing.',
      ]) {
        expect(within(dialog).getByText(consequence)).toBeTruthy();
      }
      await user.click(within(dialog).getByRole('button', { name: 'Sim, autoexcluir' }));
      await waitFor(() => expect(session().getState().status).toBe('guest'));
      expect(platform.callsTo('POST /profile/self-exclusion')[0]?.body).toEqual({
        value: 3,
        date: 'months',
      });
      expect(localStorage.getItem('auth')).toBeNull();
      await waitFor(() => expect(location()).toBe('/'));
    });

    it('asks for an indefinite exclusion with the §7 call', async () => {
      const { user, platform } = renderPage();
      const section = region('Autoexclusão nesta casa');
      await user.click(within(section).getByRole('radio', { name: 'Por tempo indeterminado' }));
      await user.click(within(section).getByRole('button', { name: 'Autoexcluir' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText(/\(Por tempo indeterminado\)/)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Sim, autoexcluir' }));
      await waitFor(() =>
        expect(platform.callsTo('POST /profile/self-exclusion')[0]?.body).toEqual({
          value: 1,
          date: 'indefinite',
        }),
      );
    });

    it('keeps the player signed in when the exclusion fails, and says so', async () => {
      const { user, session } = renderPage({
        handlers: { 'POST /profile/self-exclusion': () => serverError() },
      });
      await user.click(
        within(region('Autoexclusão nesta casa')).getByRole('button', { name: 'Autoexcluir' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Sim, autoexcluir' }));
      const dialog = screen.getByRole('alertdialog');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Não foi possível concluir a autoexclusão. Tente novamente.',
      );
      expect(session().getState().status).toBe('signed-in');
    });
  });

  it('always links the central self-exclusion platform, saying what it does differently', () => {
    renderPage({
      tenant: {
        responsible_gaming: {
          ...testTenant().theme.responsible_gaming,
          central_self_exclusion_url: 'https://central.example/autoexclusao',
        },
      },
    });
    const section = region('Autoexclusão em todas as casas');
    expect(within(section).getByText(/bloqueia o seu CPF em todas as casas/)).toBeTruthy();
    const link = within(section).getByRole('link', {
      name: 'Acessar a plataforma central de autoexclusão',
    });
    expect(link.getAttribute('href')).toBe('https://central.example/autoexclusao');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists the warning signs at #sinais and only the https support organisations', () => {
    const { container } = renderPage({
      tenant: {
        responsible_gaming: {
          ...testTenant().theme.responsible_gaming,
          support_organisations: [
            { name: 'Jogadores Anônimos', href: 'https://jogadoresanonimos.example' },
            { name: 'Sem TLS', href: 'http://insecure.example' },
          ],
        },
      },
    });
    const signs = container.querySelector('#sinais');
    expect(signs?.querySelectorAll('li').length).toBeGreaterThan(3);
    const help = region('Ajuda');
    const link = within(help).getByRole('link', { name: 'Jogadores Anônimos' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(help).queryByRole('link', { name: 'Sem TLS' })).toBeNull();
  });

  describe('history', () => {
    it('lists what was set and when it took effect', async () => {
      renderPage({
        db: {
          rgHistory: [
            {
              type: 'limit',
              kind: 'deposit',
              period: 'day',
              amount: 10_000,
              requested_at: '2026-02-20T15:00:00Z',
              effective_at: '2026-02-20T15:00:00Z',
              cancelled_at: null,
            },
            {
              type: 'pause',
              starts_at: '2026-01-10T12:00:00Z',
              ends_at: '2026-01-11T12:00:00Z',
              created_at: '2026-01-10T12:00:00Z',
            },
          ],
        },
      });
      const history = region('Histórico');
      expect(await within(history).findByText('Limite diário de depósito: R$ 100,00')).toBeTruthy();
      expect(
        within(history).getByText('Pedido em 20/02/2026, 12:00 · Vale desde 20/02/2026, 12:00'),
      ).toBeTruthy();
      expect(within(history).getByText('Pausa até 11/01/2026, 09:00')).toBeTruthy();
    });

    it('says when there is nothing yet', async () => {
      renderPage();
      expect(
        await within(region('Histórico')).findByText(
          'Você ainda não definiu limites nem fez pausas.',
        ),
      ).toBeTruthy();
    });

    it('says when it could not be loaded', async () => {
      renderPage({ handlers: { 'GET /responsible-gaming/history': () => serverError() } });
      expect(
        await within(region('Histórico')).findByText('Não foi possível carregar o histórico.'),
      ).toBeTruthy();
    });
  });

  it('keeps the session reminder off by default and stores the player’s choice', async () => {
    const { user } = renderPage();
    const section = region('Lembrete de sessão');
    const toggle = within(section).getByRole('switch', {
      name: 'Mostrar um lembrete do tempo de jogo',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem(`rg_reminder_minutes:${ana.id}`)).toBe('60');
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Lembrar a cada' }),
      '15',
    );
    expect(localStorage.getItem(`rg_reminder_minutes:${ana.id}`)).toBe('15');
    await user.click(toggle);
    expect(localStorage.getItem(`rg_reminder_minutes:${ana.id}`)).toBeNull();
  });

  it('speaks English under /en', async () => {
    renderPage({ locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeTruthy();
    expect(region('Take a break')).toBeTruthy();
    expect(
      within(region('Self-exclusion at this operator')).getByRole('radio', { name: '12 months' }),
    ).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Weekly loss limit' })).toBeTruthy();
  });
});
