import { describe, expect, it } from 'vitest';
import {
  blocksResponseSchema,
  historyResponseSchema,
  pauseResponseSchema,
} from '@vitrine/contract/responsible-gaming.ts';
import { api, dropRegistrationLimits, registerPlayer } from '../../test/accounts.ts';
import {
  fieldErrorsOf,
  jsonBody,
  manualClock,
  testPlatformPerFile,
} from '../../test/test-platform.ts';

// Noon in São Paulo on Monday 1 June 2026 (15:00 UTC); the day ends at 03:00 UTC.
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ seedGames: 0, clock });
const demo = () => api(platform.app, 'demo');

async function newPlayer() {
  const { data, token } = await registerPlayer(platform.app, 'demo');
  // The history tests count every line: start without the registration's limits.
  await dropRegistrationLimits(platform.db, data.id);
  return { token, id: data.id };
}

const pauseFor = async (token: string, body: object, headers: Record<string, string> = {}) => {
  const response = await demo().post('/responsible-gaming/pause', body, token, headers);
  expect(response.statusCode, response.body).toBe(200);
  return pauseResponseSchema.parse(jsonBody(response)).block;
};

const blocksOf = async (token: string) => {
  const response = await demo().get('/responsible-gaming/blocks', token);
  expect(response.statusCode, response.body).toBe(200);
  return blocksResponseSchema.parse(jsonBody(response));
};

describe('/responsible-gaming/pause', () => {
  it('answers 401 to a guest', async () => {
    expect((await demo().get('/responsible-gaming/blocks')).statusCode).toBe(401);
    expect((await demo().post('/responsible-gaming/pause', { days: 1 })).statusCode).toBe(401);
    expect((await demo().get('/responsible-gaming/history')).statusCode).toBe(401);
  });

  it('pauses for 7 days from now and shows the pause in force', async () => {
    const { token } = await newPlayer();
    const block = await pauseFor(token, { days: 7 });
    expect(block).toMatchObject({
      kind: 'pause',
      starts_at: '2026-06-01T15:00:00.000Z',
      ends_at: '2026-06-08T15:00:00.000Z',
    });
    const blocks = await blocksOf(token);
    expect(blocks.active).toEqual(block);
    expect(blocks.history).toEqual([block]);
  });

  it('pauses until the end of a São Paulo day', async () => {
    const { token } = await newPlayer();
    const block = await pauseFor(token, { until: '2026-06-03' });
    expect(block.ends_at).toBe('2026-06-04T03:00:00.000Z');
  });

  it('refuses a date not after today with a typed 422 on the field', async () => {
    const { token } = await newPlayer();
    for (const until of ['2026-06-01', '2026-05-31']) {
      const response = await demo().post('/responsible-gaming/pause', { until }, token);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(fieldErrorsOf(response))).toEqual(['until']);
      expect(fieldErrorsOf(response).until?.[0]).toBe('Escolha uma data depois de hoje.');
    }
    const odd = await demo().post('/responsible-gaming/pause', { days: 3 }, token);
    expect(odd.statusCode).toBe(422);
    expect((await blocksOf(token)).history).toEqual([]);
  });

  it('never shortens a pause: a shorter one keeps the running end, a longer one extends it', async () => {
    const { token } = await newPlayer();
    const month = await pauseFor(token, { days: 30 });
    const shorter = await pauseFor(token, { days: 1 });
    expect(shorter).toEqual(month);
    expect((await blocksOf(token)).history).toHaveLength(1);
    const longer = await pauseFor(token, { until: '2026-12-31' });
    expect(longer.ends_at).toBe('2027-01-01T03:00:00.000Z');
    const blocks = await blocksOf(token);
    expect(blocks.active).toEqual(longer);
    expect(blocks.history).toHaveLength(2);
  });

  it('answers a replay with the same Idempotency-Key once, with one pause recorded', async () => {
    const { token, id } = await newPlayer();
    const headers = { 'idempotency-key': `pausa-${id}` };
    const first = await demo().post('/responsible-gaming/pause', { days: 1 }, token, headers);
    clock.advance(60);
    const again = await demo().post('/responsible-gaming/pause', { days: 1 }, token, headers);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await blocksOf(token)).history).toHaveLength(1);
  });

  it('ends when its time is up', async () => {
    const { token } = await newPlayer();
    await pauseFor(token, { days: 1 });
    clock.advance(24 * 60 * 60);
    const blocks = await blocksOf(token);
    expect(blocks.active).toBeNull();
    expect(blocks.history).toHaveLength(1);
  });
});

describe('/responsible-gaming/history', () => {
  it('merges limit changes and pauses, newest first', async () => {
    const { token } = await newPlayer();
    const limit = await demo().post(
      '/responsible-gaming/limits',
      { kind: 'deposit', period: 'day', amount: 10_000 },
      token,
    );
    expect(limit.statusCode, limit.body).toBe(200);
    clock.advance(60);
    await pauseFor(token, { days: 1 });
    clock.advance(60);
    await demo().post(
      '/responsible-gaming/limits',
      { kind: 'loss', period: 'week', amount: 5_000 },
      token,
    );
    const response = await demo().get('/responsible-gaming/history', token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = historyResponseSchema.parse(jsonBody(response));
    expect(data.map((line) => line.type)).toEqual(['limit', 'pause', 'limit']);
    expect(data[0]).toMatchObject({ type: 'limit', kind: 'loss', amount: 5_000 });
    expect(data[2]).toMatchObject({ type: 'limit', kind: 'deposit', amount: 10_000 });
  });

  it("shows only the player's own lines", async () => {
    const one = await newPlayer();
    const other = await newPlayer();
    await pauseFor(one.token, { days: 7 });
    const response = await demo().get('/responsible-gaming/history', other.token);
    expect(historyResponseSchema.parse(jsonBody(response)).data).toEqual([]);
    expect((await blocksOf(other.token)).active).toBeNull();
  });
});
