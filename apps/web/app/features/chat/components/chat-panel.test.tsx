import type { ChatMessage } from '@vitrine/contract/chat.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { makeChatMessage } from '~/test/fake-platform/handlers/chat';
import { reply } from '~/test/fake-platform/reply';
import { testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { renderApp, type RenderAppOptions } from '~/test/render-app';
import { ChatEntry } from './chat-entry';

const CHAT_CHANNEL = 'chat.test';
const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const ddmmyyyy = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
};

function renderChat({
  signedIn = false,
  ...options
}: RenderAppOptions & { signedIn?: boolean } = {}) {
  const requestSignIn = vi.fn();
  const view = renderApp(
    <ChatEntry
      viewer={signedIn ? 'user-1' : 'guest'}
      signedIn={signedIn}
      ready
      requestSignIn={requestSignIn}
    />,
    { ...(signedIn ? { player: testUser() } : {}), ...options },
  );
  return { ...view, requestSignIn };
}

async function openChat(user: ReturnType<typeof userEvent.setup>, name = 'Chat') {
  await user.click(screen.getByRole('button', { name }));
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  const log = await within(panel).findByRole('log');
  return { panel, log };
}

describe('the global chat panel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens from the header button, lists the room with pinned messages on top and date labels, and closes with Escape', async () => {
    const user = userEvent.setup();
    const threeDaysAgo = ago(3 * DAY_MS);
    const { platform } = renderChat({
      db: {
        chatMessages: [
          makeChatMessage({
            id: 1,
            type: 'pinned',
            user: null,
            colorClass: null,
            emoji: null,
            text: 'Torneio às 20h!',
            time: ago(5 * DAY_MS),
            pinned_until: ahead(DAY_MS),
          }),
          makeChatMessage({ id: 2, text: 'Mensagem antiga', time: threeDaysAgo }),
          makeChatMessage({ id: 3, text: 'Mensagem de ontem', time: ago(DAY_MS) }),
          makeChatMessage({ id: 4, text: 'Mensagem de hoje', time: ago(60_000) }),
        ],
      },
    });
    const { panel, log } = await openChat(user);
    await within(log).findByText('Mensagem de hoje');
    expect(platform.callsTo('GET /chat/messages')[0]?.query.get('limit')).toBe('50');

    const pinned = within(panel).getByRole('region', { name: 'Mensagens fixadas' });
    expect(within(pinned).getByText('Torneio às 20h!')).toBeTruthy();
    expect(within(log).queryByText('Torneio às 20h!')).toBeNull();

    const lines = within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toBe(ddmmyyyy(threeDaysAgo));
    expect(lines[1]).toContain('Mensagem antiga');
    expect(lines[2]).toBe('Ontem');
    expect(lines[3]).toContain('Mensagem de ontem');
    expect(lines[4]).toBe('Hoje');
    expect(lines[5]).toContain('Mensagem de hoje');
    // The sender's name in their tier's colour, the tier's badge beside it.
    const name = within(log).getAllByText('Ana S.')[0];
    expect(name?.className).toContain('text-emerald-300');
    expect(within(log).getAllByText('🍀').length).toBeGreaterThan(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat' }));
  });

  it('appends a message that arrives live on the chat channel, a guest’s panel included', async () => {
    const user = userEvent.setup();
    const { realtime } = renderChat({
      live: true,
      db: { chatMessages: [makeChatMessage({ id: 1, text: 'Primeira' })] },
    });
    const connection = await realtime.connected();
    const { log } = await openChat(user);
    await within(log).findByText('Primeira');
    await waitFor(() => expect(connection.isJoined(CHAT_CHANNEL)).toBe(true));

    const live: ChatMessage = makeChatMessage({
      id: 2,
      text: 'Chegou agora',
      user: { id: 9, name: 'João P.', avatar: null },
      colorClass: 'amber',
      emoji: '👑',
    });
    act(() => connection.emit(CHAT_CHANNEL, 'MessageSent', { message: live }));
    expect(await within(log).findByText('Chegou agora')).toBeTruthy();
    // The same id again (a pin changed) replaces it rather than adding a second one.
    act(() =>
      connection.emit(CHAT_CHANNEL, 'MessageSent', {
        message: { ...live, type: 'pinned', pinned_until: ahead(60_000) },
      }),
    );
    const pinned = await screen.findByRole('region', { name: 'Mensagens fixadas' });
    expect(within(pinned).getByText('Chegou agora')).toBeTruthy();
    expect(within(log).queryByText('Chegou agora')).toBeNull();
  });

  it('lets a guest read and asks them to sign in to write', async () => {
    const user = userEvent.setup();
    const { requestSignIn } = renderChat({
      db: { chatMessages: [makeChatMessage({ text: 'Olá, visitante' })] },
    });
    const { panel, log } = await openChat(user);
    await within(log).findByText('Olá, visitante');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).getByText('Entre na sua conta para escrever no chat.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Entrar' }));
    expect(requestSignIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a message, clears the field and shows it', async () => {
    const user = userEvent.setup();
    const { platform } = renderChat({ signedIn: true });
    const { panel, log } = await openChat(user);
    const field = within(panel).getByRole('textbox', { name: 'Mensagem' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'Bora!{Enter}');
    expect(await within(log).findByText('Bora!')).toBeTruthy();
    expect(platform.callsTo('POST /chat/messages')[0]?.body).toEqual({ text: 'Bora!' });
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text of a refused message and says how much more must be wagered', async () => {
    const user = userEvent.setup();
    renderChat({
      signedIn: true,
      handlers: {
        'POST /chat/messages': () =>
          reply(403, {
            message: 'Para escrever no chat, aposte mais R$ 20,00 (mínimo de R$ 50,00 em apostas).',
            reason: 'min_amount_bet',
            amountBet: 3_000,
            minAmountBet: 5_000,
            missing: 2_000,
          }),
      },
    });
    const { panel } = await openChat(user);
    const field = within(panel).getByRole('textbox', { name: 'Mensagem' });
    await user.type(field, 'Oi pessoal');
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Para escrever no chat, aposte mais R\$\s20,00 \(mínimo de R\$\s50,00 em apostas\)\.$/,
    );
    expect((field as HTMLTextAreaElement).value).toBe('Oi pessoal');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('says in English how long to wait after the rate limit', async () => {
    const user = userEvent.setup();
    renderChat({
      signedIn: true,
      locale: 'en',
      path: '/en',
      handlers: {
        'POST /chat/messages': () =>
          reply(429, {
            message: 'Muitas mensagens.',
            reason: 'rate_limited',
            retry_after: 7,
          }),
      },
    });
    const { panel } = await openChat(user);
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'hi{Enter}');
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'You are sending messages too fast. Wait 7 s and try again.',
    );
  });

  it('holds the field closed, saying how much is missing, below the tenant’s minimum wagered', async () => {
    const user = userEvent.setup();
    renderChat({ signedIn: true, db: { chatMinAmountBet: 5_000, chatAmountBet: 1_000 } });
    const { panel } = await openChat(user);
    expect((await within(panel).findByRole('alert')).textContent).toMatch(
      /aposte mais R\$\s40,00 \(mínimo de R\$\s50,00/,
    );
    expect(within(panel).getByRole('textbox', { name: 'Mensagem' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('inserts an emoji from the picker at the caret, and Escape closes only the picker', async () => {
    const user = userEvent.setup();
    const { platform } = renderChat({ signedIn: true });
    const { panel } = await openChat(user);
    const field = within(panel).getByRole('textbox', { name: 'Mensagem' });
    await user.type(field, 'Oi');
    const toggle = within(panel).getByRole('button', { name: 'Inserir emoji' });
    await user.click(toggle);
    const picker = within(panel).getByRole('toolbar', { name: 'Emojis' });
    expect(document.activeElement).toBe(within(picker).getByRole('button', { name: '😀' }));
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Chat' })).toBeTruthy();
    expect(document.activeElement).toBe(toggle);

    await user.keyboard('{Enter}');
    await user.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    expect(document.activeElement?.textContent).toBe('🔥');
    await user.keyboard('{Enter}');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('Oi🔥'));
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(platform.callsTo('POST /chat/messages')[0]?.body).toEqual({ text: 'Oi🔥' }),
    );
  });

  it('renders the XSS corpus as inert text', async () => {
    const user = userEvent.setup();
    const corpus = [
      '<script>window.__chatXss = 1</script>',
      '<img src=x onerror="window.__chatXss = 1">',
      '<svg onload="window.__chatXss = 1"><circle r="9"/></svg>',
      '<a href="javascript:window.__chatXss = 1">clique</a>',
      '[clique](javascript:alert(1))',
      '\u202Egnp.exe',
      '<b>broken <i>markup',
    ];
    renderChat({
      db: {
        chatMessages: corpus.map((text, index) =>
          makeChatMessage({
            id: index + 1,
            text,
            user: { id: 9, name: '<img src=x onerror=alert(1)>', avatar: null },
          }),
        ),
      },
    });
    const { log } = await openChat(user);
    for (const text of corpus) expect(await within(log).findByText(text)).toBeTruthy();
    expect(log.querySelector('script, img, a, b, i, circle')).toBeNull();
    expect(log.querySelectorAll('svg')).toHaveLength(0);
    expect([...log.querySelectorAll('*')].some((node) => node.hasAttribute('onerror'))).toBe(false);
    expect(within(log).getAllByText('<img src=x onerror=alert(1)>')).toHaveLength(corpus.length);
    expect((window as { __chatXss?: number }).__chatXss).toBeUndefined();
  });

  it('shows the shared XSS corpus in players’ names as text', async () => {
    const user = userEvent.setup();
    renderChat({
      db: {
        chatMessages: XSS_CORPUS.map((name, index) =>
          makeChatMessage({
            id: index + 1,
            text: 'oi',
            user: { id: index + 9, name, avatar: null },
          }),
        ),
      },
    });
    const { log } = await openChat(user);
    expect(await within(log).findAllByText('oi')).toHaveLength(XSS_CORPUS.length);
    expectInertText(log, XSS_CORPUS);
  });

  it('shows image attachments with alt text and links only to http(s) addresses', async () => {
    const user = userEvent.setup();
    renderChat({
      db: {
        chatMessages: [
          makeChatMessage({
            attachments: [
              { attachment_type: 'image', attachment_url: 'https://cdn.example.com/win.png' },
              { attachment_type: 'link', attachment_url: 'https://example.com/promo' },
            ],
          }),
        ],
      },
    });
    const { log } = await openChat(user);
    const image = await within(log).findByRole('img', { name: 'Imagem enviada por Ana S.' });
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/win.png');
    const link = within(log).getByRole('link', { name: 'https://example.com/promo' });
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    // An image that does not load (a host the page's img-src refuses) becomes its link.
    fireEvent.error(image);
    expect(within(log).queryByRole('img')).toBeNull();
    expect(
      within(log)
        .getByRole('link', { name: 'https://cdn.example.com/win.png' })
        .getAttribute('href'),
    ).toBe('https://cdn.example.com/win.png');
  });

  it('shows how many players are online and at most four of their avatars', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { realtime } = renderChat({ signedIn: true, live: true });
    const connection = await realtime.connected();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    const { panel } = await openChat(user);
    expect(within(panel).queryByText(/online/)).toBeNull();

    const names = ['Ana S.', 'João P.', null, 'Bia R.', 'Caio M.'];
    act(() =>
      connection.setPresence(
        'presence-universal-public.test',
        names.map((name, index) => ({
          id: String(index + 1),
          info: { name, avatar: index === 0 ? 'https://cdn.example.com/ana.png' : null },
        })),
      ),
    );
    expect(await within(panel).findByText('5 jogadores online')).toBeTruthy();
    expect(within(panel).getAllByTestId('online-avatar')).toHaveLength(4);
    expect(within(panel).getAllByTestId('online-avatar')[2]?.textContent).toBe('?');
  });

  it('shows a guest how many players are online: it joins the presence channel with the chat, and guests are not counted', async () => {
    const user = userEvent.setup();
    const { realtime } = renderChat({ live: true });
    const connection = await realtime.connected();
    expect(connection.isJoined('presence-universal-public.test')).toBe(false);
    const { panel } = await openChat(user);
    await waitFor(() => expect(connection.isJoined('presence-universal-public.test')).toBe(true));

    act(() =>
      connection.setPresence('presence-universal-public.test', [
        { id: '1', info: { name: 'Ana S.', avatar: null } },
        { id: '2', info: { name: 'João P.', avatar: null } },
        { id: 'guest-0123456789abcdef', info: { name: null, avatar: null } },
      ]),
    );
    expect(await within(panel).findByText('2 jogadores online')).toBeTruthy();
    expect(within(panel).getAllByTestId('online-avatar')).toHaveLength(2);

    // Alone there, the guest reads that nobody is: it lists itself, and is not counted.
    act(() =>
      connection.setPresence('presence-universal-public.test', [
        { id: 'guest-0123456789abcdef', info: { name: null, avatar: null } },
      ]),
    );
    expect(await within(panel).findByText('Nenhum jogador online')).toBeTruthy();
    expect(within(panel).queryAllByTestId('online-avatar')).toHaveLength(0);
  });
});
