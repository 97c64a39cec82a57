import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vipResponseSchema } from '@vitrine/contract/accounts.ts';
import { CHAT_RATE_LIMIT, sendChatMessageResponseSchema } from '@vitrine/contract/chat.ts';
import { rankingResponseSchema } from '@vitrine/contract/ranking.ts';
import { ranks } from '../../db/schema/tenants.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { forgetLadder } from './vip-ladder-service.ts';

// docs/product/vip-and-referrals.md "Levels": the ladder is read once per tenant and kept in
// memory; the user presenter (/user/me, /profile/vip), the chat's VIP colours and GET /ranking
// read it from there as the bet paths do, so an edit shows once the cached ladder is forgotten.
const clock = manualClock();
const platform = testPlatformPerFile({ clock });

describe('the cached VIP ladder', () => {
  it('serves the profile, the chat and the ranking until it is forgotten', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const client = api(platform.app, 'demo');
    const standing = async () =>
      vipResponseSchema.parse(jsonBody(await client.get('/profile/vip', player.token))).data;
    const firstRankName = async () =>
      rankingResponseSchema.parse(jsonBody(await client.get('/ranking'))).ranks[0]?.name;
    const chatColour = async () => {
      clock.advance(CHAT_RATE_LIMIT.seconds);
      const sent = await client.post('/chat/messages', { text: 'Oi' }, player.token);
      expect(sent.statusCode, sent.body).toBe(201);
      return sendChatMessageResponseSchema.parse(jsonBody(sent)).message.colorClass;
    };
    const before = { level: (await standing()).level, name: await firstRankName() };
    const colour = await chatColour();
    expect(before.level).toBe(1);

    // The operator renames level 1 and opens level 3 to everyone (threshold 0).
    const tenantId = await tenantIdOf(platform.db, 'demo');
    const level = (n: number) => and(eq(ranks.tenantId, tenantId), eq(ranks.level, n));
    await platform.db
      .update(ranks)
      .set({ name: { pt: 'Novato', en: 'Rookie' } })
      .where(level(1));
    await platform.db.update(ranks).set({ totalBet: 0 }).where(level(3));

    expect({ level: (await standing()).level, name: await firstRankName() }).toEqual(before);
    expect(await chatColour()).toBe(colour);

    forgetLadder(platform.db, tenantId);
    expect({ level: (await standing()).level, name: await firstRankName() }).toEqual({
      level: 3,
      name: 'Novato',
    });
    expect(await chatColour()).not.toBe(colour);
  });
});
