import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHAT_FETCH_LIMIT,
  CHAT_RATE_LIMIT,
  CHAT_TEXT_MAX,
  chatMessagesResponseSchema,
  chatRefusalSchema,
  demoConsoleChatAnswerSchema,
  sendChatMessageResponseSchema,
} from '@vitrine/contract/chat.ts';
import { xssCorpus } from '@vitrine/contract/testing/hostile-input.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { expectShape } from '../../test/contract-shape.ts';
import {
  fieldErrorsOf,
  jsonBody,
  manualClock,
  testPlatformPerFile,
} from '../../test/test-platform.ts';

const clock = manualClock();
const platform = testPlatformPerFile({ clock });

/** Every message a player sends in these tests is a second apart, far from the rate limit. */
async function send(tenant: string, token: string, body: object) {
  clock.advance(CHAT_RATE_LIMIT.seconds);
  return api(platform.app, tenant).post('/chat/messages', body, token);
}

async function chatOf(tenant: string, token?: string, query = '') {
  const response = await api(platform.app, tenant).get(`/chat/messages${query}`, token);
  return expectShape(response, 200, chatMessagesResponseSchema);
}

const refusalOf = (response: { body: string }) => chatRefusalSchema.parse(jsonBody(response));

/** Bets in the player's ledger, as rounds would have written them. */
async function wager(tenant: string, userId: number, centavos: number) {
  const [row] = await platform.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.slug, tenant));
  await platform.db.insert(walletTransactions).values({
    tenantId: row?.id ?? 0,
    userId,
    type: 'bet',
    amount: -centavos,
    createdAt: clock(),
  });
}

// The XSS corpus, with as many emoji (two UTF-16 units each) as a message holds: whatever it
// holds is stored and answered as the very same text.
const XSS_CORPUS = xssCorpus(CHAT_TEXT_MAX / 2);

describe('GET /chat/messages', () => {
  it('lets a guest read the seeded chat, the operator’s rules pinned on top', async () => {
    const chat = await chatOf('demo');
    expect(chat.amountBet).toBeNull();
    expect(chat.muted_until).toBeNull();
    expect(chat.minAmountBet).toBe(0);
    const [rules] = chat.messages;
    expect(rules).toMatchObject({ type: 'pinned', user: null, colorClass: null });
    expect(rules?.pinned_until).not.toBeNull();
    const players = chat.messages.filter((message) => message.type === 'normal');
    expect(players.length).toBeGreaterThanOrEqual(3);
    expect(players[0]?.user).toMatchObject({ name: 'Ana S.' });
    expect(players.at(-1)?.attachments).toEqual([
      {
        attachment_type: 'link',
        attachment_url:
          'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
      },
    ]);
  });

  it('gives a signed-in player what they wagered, from the ledger', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    expect((await chatOf('demo', player.token)).amountBet).toBe(0);
    await wager('demo', player.data.id, 1_234);
    await wager('demo', player.data.id, 766);
    expect((await chatOf('demo', player.token)).amountBet).toBe(2_000);
  });

  it('answers the last messages oldest first, up to the limit, keeping an older pin', async () => {
    const { token } = await registerPlayer(platform.app, 'sorte');
    const before = await chatOf('sorte', token);
    const pinned = before.messages.find((message) => message.type === 'pinned');
    expect(pinned).toBeDefined();
    const limited = await chatOf('sorte', token, '?limit=2');
    expect(limited.messages.map((message) => message.id)).toEqual([
      pinned?.id,
      ...before.messages.slice(-2).map((message) => message.id),
    ]);
    for (const query of ['?limit=0', `?limit=${CHAT_FETCH_LIMIT + 1}`, '?limit=abc']) {
      expect((await api(platform.app, 'sorte').get(`/chat/messages${query}`)).statusCode).toBe(422);
    }
  });

  it('keeps each tenant’s chat to itself', async () => {
    const demo = await registerPlayer(platform.app, 'demo');
    const sent = sendChatMessageResponseSchema.parse(
      jsonBody(await send('demo', demo.token, { text: 'Só na demo' })),
    );
    const sorte = await chatOf('sorte');
    expect(sorte.messages.map((message) => message.id)).not.toContain(sent.message.id);
    expect(sorte.messages.map((message) => message.text)).not.toContain('Só na demo');
    // Nor can the sorte console pin it, or mute its author.
    const pin = await api(platform.app, 'sorte').post(
      `/demo/console/chat/messages/${sent.message.id}/pin`,
      { minutes: 60 },
    );
    expect(pin.statusCode).toBe(404);
    const mute = await api(platform.app, 'sorte').post(
      `/demo/console/chat/players/${demo.data.id}/mute`,
      { minutes: 60 },
    );
    expect(mute.statusCode).toBe(404);
  });
});

describe('POST /chat/messages', () => {
  it('asks a guest to sign in', async () => {
    const response = await api(platform.app, 'demo').post('/chat/messages', { text: 'Oi' });
    expect(response.statusCode).toBe(401);
  });

  it('stores the XSS corpus as plain text and answers it unchanged', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const ids: number[] = [];
    for (const text of XSS_CORPUS) {
      const response = await send('demo', player.token, { text });
      const { message } = expectShape(response, 201, sendChatMessageResponseSchema);
      expect(message.text).toBe(text);
      ids.push(message.id);
    }
    const chat = await chatOf('demo');
    const texts = chat.messages
      .filter((message) => ids.includes(message.id))
      .map((message) => message.text);
    expect(texts).toEqual(XSS_CORPUS);
  });

  it('answers the message as everyone sees it, with the sender’s colour and badge', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const response = await send('demo', player.token, {
      text: 'Veja',
      attachments: [
        { attachment_type: 'image', attachment_url: 'https://cdn.vitrine.test/print.png' },
      ],
    });
    const { message } = expectShape(response, 201, sendChatMessageResponseSchema);
    expect(message).toEqual({
      id: expect.any(Number),
      type: 'normal',
      text: 'Veja',
      time: clock().toISOString(),
      user: { id: player.data.id, name: 'Carla M.', avatar: null },
      mission: null,
      colorClass: 'slate',
      emoji: null,
      pinned_until: null,
      attachments: [
        { attachment_type: 'image', attachment_url: 'https://cdn.vitrine.test/print.png' },
      ],
    });
  });

  it('shows no VIP colour or badge for a sender who hides their metrics (issue 38)', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const hidden = await api(platform.app, 'demo').post(
      '/profile/toggle-hide-metrics',
      { hide_metrics: true },
      player.token,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    const response = await send('demo', player.token, { text: 'Oi' });
    const { message } = expectShape(response, 201, sendChatMessageResponseSchema);
    expect(message).toMatchObject({ user: { name: 'Carla M.' }, colorClass: null, emoji: null });
  });

  it('refuses a text over the limit, an empty one, and attachments that are not http(s)', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const long = await send('demo', token, { text: 'a'.repeat(CHAT_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(fieldErrorsOf(long)).toEqual({
      text: [`O campo text não deve ter mais que ${CHAT_TEXT_MAX} caracteres.`],
    });
    expect((await send('demo', token, { text: 'a'.repeat(CHAT_TEXT_MAX) })).statusCode).toBe(201);
    expect((await send('demo', token, { text: '   ' })).statusCode).toBe(422);
    for (const attachment_url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'blob:https://casa.test/1',
      'vbscript:msgbox(1)',
      '//evil.test/a.png',
    ]) {
      const response = await send('demo', token, {
        text: 'olha',
        attachments: [{ attachment_type: 'image', attachment_url }],
      });
      expect(response.statusCode, attachment_url).toBe(422);
      expect(Object.keys(fieldErrorsOf(response))).toEqual(['attachments.0.attachment_url']);
    }
  });

  it(`lets a player send ${CHAT_RATE_LIMIT.messages} messages in ${CHAT_RATE_LIMIT.seconds} s, then says how long to wait`, async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    clock.advance(CHAT_RATE_LIMIT.seconds);
    const post = () => api(platform.app, 'demo').post('/chat/messages', { text: 'flood' }, token);
    for (let index = 0; index < CHAT_RATE_LIMIT.messages; index += 1) {
      expect((await post()).statusCode).toBe(201);
      clock.advance(1);
    }
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    const refusal = refusalOf(limited);
    expect(refusal).toMatchObject({ reason: 'rate_limited', retry_after: 7 });
    expect(limited.headers['retry-after']).toBe('7');
    expect(refusal.message).toBe('Você está enviando mensagens rápido demais. Aguarde 7 segundos.');
    clock.advance(7);
    expect((await post()).statusCode).toBe(201);
  });

  it('counts messages sent at the same moment one after the other', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    clock.advance(CHAT_RATE_LIMIT.seconds);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api(platform.app, 'demo').post('/chat/messages', { text: `junto ${index}` }, token),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: CHAT_RATE_LIMIT.messages }, () => 201),
      ...Array.from({ length: 6 - CHAT_RATE_LIMIT.messages }, () => 429),
    ]);
  });

  it('refuses a muted player until the mute ends or is lifted', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const mute = await api(platform.app, 'demo').post(
      `/demo/console/chat/players/${player.data.id}/mute`,
      { minutes: 10 },
    );
    const answer = expectShape(mute, 200, demoConsoleChatAnswerSchema);
    const until = new Date(clock().getTime() + 10 * 60_000).toISOString();
    expect(answer.muted_until).toBe(until);

    const refused = await api(platform.app, 'demo').post(
      '/chat/messages',
      { text: 'oi' },
      player.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused)).toMatchObject({ reason: 'muted', muted_until: until });
    expect((await chatOf('demo', player.token)).muted_until).toBe(until);

    clock.advance(10 * 60);
    expect((await send('demo', player.token, { text: 'voltei' })).statusCode).toBe(201);

    await api(platform.app, 'demo').post(`/demo/console/chat/players/${player.data.id}/mute`, {
      minutes: 1440,
    });
    expect((await send('demo', player.token, { text: 'oi' })).statusCode).toBe(403);
    await api(platform.app, 'demo').post(`/demo/console/chat/players/${player.data.id}/mute`, {
      minutes: 0,
    });
    expect((await send('demo', player.token, { text: 'oi de novo' })).statusCode).toBe(201);
  });

  it('asks for the tenant’s minimum wagered, saying how much is missing', async () => {
    const player = await registerPlayer(platform.app, 'sorte');
    const chat = await chatOf('sorte', player.token);
    expect(chat).toMatchObject({ amountBet: 0, minAmountBet: 5_000 });

    await wager('sorte', player.data.id, 3_000);
    const refused = await send('sorte', player.token, { text: 'posso?' });
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused)).toEqual({
      reason: 'min_amount_bet',
      message:
        'Para escrever no chat, aposte mais R$\u00a020,00 (mínimo de R$\u00a050,00 em apostas).',
      amountBet: 3_000,
      minAmountBet: 5_000,
      missing: 2_000,
    });
    const english = await api(platform.app, 'sorte').post(
      '/chat/messages',
      { text: 'may I?' },
      player.token,
      { 'accept-language': 'en' },
    );
    expect(refusalOf(english).message).toBe(
      'To write in the chat, wager R$20.00 more (a minimum of R$50.00 in bets).',
    );

    await wager('sorte', player.data.id, 2_000);
    expect((await send('sorte', player.token, { text: 'agora sim' })).statusCode).toBe(201);
  });
});

describe('the console’s chat moderation', () => {
  it('pins a message until a time, then it is normal again; 0 unpins', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const { message } = sendChatMessageResponseSchema.parse(
      jsonBody(await send('demo', player.token, { text: 'Fixe isto' })),
    );
    const pin = expectShape(
      await api(platform.app, 'demo').post(`/demo/console/chat/messages/${message.id}/pin`, {
        minutes: 60,
      }),
      200,
      demoConsoleChatAnswerSchema,
    );
    const until = new Date(clock().getTime() + 60 * 60_000).toISOString();
    expect(pin.chat_message).toMatchObject({ id: message.id, type: 'pinned', pinned_until: until });
    const listed = (await chatOf('demo')).messages.find((entry) => entry.id === message.id);
    expect(listed).toMatchObject({ type: 'pinned', pinned_until: until });

    clock.advance(60 * 60);
    const expired = (await chatOf('demo')).messages.find((entry) => entry.id === message.id);
    expect(expired).toMatchObject({ type: 'normal', pinned_until: null });

    await api(platform.app, 'demo').post(`/demo/console/chat/messages/${message.id}/pin`, {
      minutes: 30,
    });
    await api(platform.app, 'demo').post(`/demo/console/chat/messages/${message.id}/pin`, {
      minutes: 0,
    });
    const unpinned = (await chatOf('demo')).messages.find((entry) => entry.id === message.id);
    expect(unpinned?.type).toBe('normal');
  });

  it('sends the operator’s own message to everyone, as a global one', async () => {
    const response = await api(platform.app, 'demo').post('/demo/console/chat/messages', {
      text: 'Torneio às 20h!',
    });
    const answer = expectShape(response, 201, demoConsoleChatAnswerSchema);
    expect(answer.chat_message).toMatchObject({
      type: 'global',
      user: null,
      text: 'Torneio às 20h!',
    });
    expect((await chatOf('demo')).messages.at(-1)?.id).toBe(answer.chat_message?.id);
  });

  it('shows the chat and notifications on the console page, players’ texts escaped', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    await send('demo', player.token, { text: '<img src=x onerror=alert(1)>' });
    const page = await api(platform.app, 'demo').get('/demo/console');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<section id="notifications"');
    expect(page.body).toContain('<section id="chat"');
    expect(page.body).toContain('data-post="console/notifications"');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img src=x onerror=alert(1)>');
    expect(page.body).toContain(`data-post="console/chat/players/${player.data.id}/mute"`);
  });

  it('answers 404 for a message or player that is not there, and 422 for a bad duration', async () => {
    const operator = api(platform.app, 'demo');
    expect(
      (await operator.post('/demo/console/chat/messages/999999/pin', { minutes: 5 })).statusCode,
    ).toBe(404);
    expect(
      (await operator.post('/demo/console/chat/players/999999/mute', { minutes: 5 })).statusCode,
    ).toBe(404);
    expect(
      (await operator.post('/demo/console/chat/messages/abc/pin', { minutes: 5 })).statusCode,
    ).toBe(404);
    const { message } = sendChatMessageResponseSchema.parse(
      jsonBody(
        await send('demo', (await registerPlayer(platform.app, 'demo')).token, { text: 'x' }),
      ),
    );
    for (const minutes of [-1, 1.5, 'muito', 600_000]) {
      const response = await operator.post(`/demo/console/chat/messages/${message.id}/pin`, {
        minutes,
      });
      expect(response.statusCode, String(minutes)).toBe(422);
    }
  });
});
