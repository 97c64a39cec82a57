import { describe, expect, it } from 'vitest';
import {
  demoMissionAssignResponseSchema,
  demoMissionCreateResponseSchema,
  type Mission,
} from '@vitrine/contract/missions.ts';
import { channels, missionAssignedEventSchema, wireEventName } from '@vitrine/contract/realtime.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { fundPlayer, gameByCode, launchGame, tenantIdOf } from '../../test/casino.ts';
import { browserForTest, subscribedOrRefused } from '../../test/realtime.ts';
import { jsonBody, livePlatformPerFile } from '../../test/test-platform.ts';

// Issue 36: the console creates and assigns missions, and MissionAssigned reaches the player's
// channel and, for a guest-visible mission, the guests' channels (docs/design/missions.md).

const platform = livePlatformPerFile('m'.repeat(40));
const client = () => api(platform.app, 'demo');
const connect = (headers: Record<string, string>) =>
  browserForTest(platform.origin, 'demo', headers);

async function listen(headers: Record<string, string>, channel: string) {
  const subscribed = await subscribedOrRefused(connect(headers), channel);
  const heard: Mission[] = [];
  subscribed.bind(wireEventName('MissionAssigned'), (payload: unknown) => {
    const { mission } = missionAssignedEventSchema.parse(payload);
    if (mission) heard.push(mission);
  });
  return heard;
}

async function createMission(body: object) {
  const response = await client().post('/demo/console/missions', body);
  expect(response.statusCode, response.body).toBe(201);
  return demoMissionCreateResponseSchema.parse(jsonBody(response)).mission;
}

describe('the console’s missions', () => {
  it('tells the guests of a new guest-visible mission, and the player of one assigned to them', async () => {
    const guestId = `guest-${'a1b2c3d4'.repeat(4)}`;
    const guestHeard = await listen({ 'guest-id': guestId }, channels.guest(guestId));
    const created = await createMission({
      name: 'Gire 2 vezes',
      goal: 'rounds',
      target: 2,
      reward: 'loyalty',
      reward_amount: '250',
      guest_visible: 'on',
    });
    await expect
      .poll(() => guestHeard.map((mission) => mission.id), { timeout: 15_000 })
      .toContain(created.id);
    expect(guestHeard.find((mission) => mission.id === created.id)?.status).toBe('available');

    const { data, token, form } = await registerPlayer(platform.app, 'demo');
    const playerHeard = await listen(
      { authorization: `Bearer ${token}` },
      channels.player(data.id),
    );
    const assigned = await client().post('/demo/console/missions/assign', {
      mission_id: String(created.id),
      player: form.email,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(demoMissionAssignResponseSchema.parse(jsonBody(assigned)).assigned).toBe(1);
    await expect
      .poll(() => playerHeard.filter((mission) => mission.id === created.id).map((m) => m.status), {
        timeout: 15_000,
      })
      .toContain('accepted');

    // Play moves it, and the player hears the progress.
    await fundPlayer(
      platform.db,
      { tenantId: await tenantIdOf(platform.db, 'demo'), userId: data.id },
      5_000,
    );
    const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const { path } = await launchGame(platform.app, 'demo', game, { token });
    for (let round = 0; round < 2; round += 1) {
      const spin = await platform.app.inject({
        method: 'POST',
        url: `${path}/spin`,
        payload: { stake: 20 },
      });
      expect(spin.statusCode, spin.body).toBe(200);
    }
    await expect
      .poll(() => playerHeard.filter((mission) => mission.id === created.id).map((m) => m.status), {
        timeout: 15_000,
      })
      .toContain('completed');
  });

  it('assigns a mission to every player who may play', async () => {
    const created = await createMission({
      name: 'Para todos',
      goal: 'wager',
      target: 1_000,
      reward: 'loyalty',
      reward_amount: 100,
      guest_visible: false,
    });
    const response = await client().post('/demo/console/missions/assign', {
      mission_id: created.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(demoMissionAssignResponseSchema.parse(jsonBody(response)).assigned).toBeGreaterThan(1);
  });

  it('refuses a deposit goal or a cash reward on a regulated brand (422)', async () => {
    for (const body of [
      { name: 'Deposite', goal: 'deposit', target: 1_000, reward: 'loyalty', reward_amount: 100 },
      { name: 'Dinheiro', goal: 'wager', target: 1_000, reward: 'cash', reward_amount: 100 },
    ]) {
      const response = await client().post('/demo/console/missions', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.body).toContain('Numa marca regulamentada');
    }
  });

  it('answers hostile input with 4xx, never 5xx', async () => {
    const hostile: object[] = [
      {},
      { mission_id: 'abc' },
      { mission_id: -1 },
      { mission_id: 1e20 },
      { mission_id: '1\u0000' },
      { mission_id: 1, player: 'x'.repeat(10_000) },
      { mission_id: 1, player: '\ud800' },
      { mission_id: { id: 1 } },
      { mission_id: 2_147_483_647 },
      { mission_id: 1, player: 'ninguem@vitrine.test' },
    ];
    for (const body of hostile) {
      const response = await client().post('/demo/console/missions/assign', body);
      expect([404, 422], JSON.stringify(body).slice(0, 60)).toContain(response.statusCode);
    }
    const badCreates: object[] = [
      {},
      { name: 'x', goal: 'flying', target: 1, reward: 'loyalty', reward_amount: 1 },
      { name: 'x', goal: 'wager', target: -5, reward: 'loyalty', reward_amount: 1 },
      { name: 'x', goal: 'wager', target: 1e12, reward: 'loyalty', reward_amount: 1 },
      { name: 'x', goal: 'wager', target: 1, reward: 'box' },
      { name: 'x', goal: 'wager', target: 1, reward: 'box', reward_box_id: 2_147_483_647 },
      { name: 'x', goal: 'wager', target: 1, reward: 'loyalty' },
      {
        name: 'x',
        goal: 'wager',
        target: 1,
        game_id: 2_147_483_647,
        reward: 'loyalty',
        reward_amount: 1,
      },
      {
        name: 'x',
        goal: 'wager',
        target: 1,
        provider: '../etc',
        reward: 'loyalty',
        reward_amount: 1,
      },
      {
        name: 'x',
        goal: 'wager',
        target: 1,
        reward: 'loyalty',
        reward_amount: 1,
        ends_at: '2026-02-30T00:00:00Z',
      },
      { name: '\u0000'.repeat(3), goal: 'wager', target: 1, reward: 'loyalty', reward_amount: 1 },
    ];
    for (const body of badCreates) {
      const response = await client().post('/demo/console/missions', body);
      expect([404, 422], JSON.stringify(body).slice(0, 80)).toContain(response.statusCode);
    }
  });
});
